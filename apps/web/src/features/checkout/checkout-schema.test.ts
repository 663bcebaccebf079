import { PHONE_INVALID } from '@adepa/contract/orders';
import { NETWORK_REQUIRED } from '@adepa/contract/payments';
import { WALLET_CODE_INVALID } from '@adepa/contract/wallet-codes';
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

  it('asks a guest paying from another number for the code texted to it, and sends it', () => {
    const otherWallet = {
      ...address,
      ...initialPaymentFields,
      paymentMethod: 'mobile_money' as const,
      network: 'mtn',
      wallet: '020 123 4567',
      walletTyped: true,
    };
    const without = checkoutSchema.safeParse(otherWallet);
    const issues = without.success ? [] : without.error.issues;
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['walletCode', WALLET_CODE_INVALID],
    ]);
    const withCode = checkoutSchema.safeParse({ ...otherWallet, walletCode: ' 123 456 ' });
    expect(withCode.success && withCode.data.payment).toEqual({
      method: 'mobile_money',
      network: 'mtn',
      wallet: '+233201234567',
      walletCode: '123456',
    });
    // A signed-in shopper is never asked, and a stale code is not sent.
    const signedIn = checkoutSchema.safeParse({ ...otherWallet, guest: false, walletCode: '12' });
    expect(signedIn.success && signedIn.data.payment).toEqual({
      method: 'mobile_money',
      network: 'mtn',
      wallet: '+233201234567',
    });
  });
});
