import { PHONE_INVALID } from '@adepa/contract/orders';
import { NETWORK_REQUIRED } from '@adepa/contract/payments';
import { describe, expect, it } from 'vitest';
import { checkoutSchema } from './checkout-schema';
import { initialPaymentFields } from './checkout-values';

const address = {
  name: 'Akua Boakye',
  email: '',
  phoneNumber: '024 455 0123',
  province: 'Ashanti',
  area: 'Asokwa',
  address: '',
};

describe('the checkout form check', () => {
  it('sends no payment for payment on delivery, whatever the Mobile Money fields hold', () => {
    const result = checkoutSchema.safeParse({ ...address, ...initialPaymentFields, network: 'x' });
    expect(result.success && result.data.payment).toBe(undefined);
  });

  it("charges the delivery phone's wallet on the chosen network, in the api's spelling", () => {
    const result = checkoutSchema.safeParse({
      ...address,
      ...initialPaymentFields,
      paymentMethod: 'mobile_money',
      network: 'mtn',
    });
    expect(result.success && result.data.payment).toEqual({
      method: 'mobile_money',
      network: 'mtn',
      wallet: '+233244550123',
    });
  });

  it("names a missing network and a bad wallet with the contract's messages", () => {
    const result = checkoutSchema.safeParse({
      ...address,
      ...initialPaymentFields,
      paymentMethod: 'mobile_money',
      wallet: '12',
      walletTyped: true,
    });
    expect(result.success).toBe(false);
    const issues = result.success ? [] : result.error.issues;
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['network', NETWORK_REQUIRED],
      ['wallet', PHONE_INVALID],
    ]);
  });
});
