import { describe, expect, it } from 'vitest';
import { chargedWallet, formFieldErrors, initialPaymentFields } from './checkout-values';

describe('the wallet Mobile Money charges', () => {
  it('is the delivery phone until the shopper types another', () => {
    const values = { ...initialPaymentFields, phoneNumber: '024 455 0123' };
    expect(chargedWallet(values)).toBe('024 455 0123');
    expect(chargedWallet({ ...values, wallet: '020 123 4567', walletTyped: true })).toBe(
      '020 123 4567',
    );
  });

  it('stays the typed one, even emptied, once the shopper has typed in its field', () => {
    const values = { ...initialPaymentFields, phoneNumber: '024 455 0123' };
    expect(chargedWallet({ ...values, wallet: '', walletTyped: true })).toBe('');
  });
});

describe("the api's field messages", () => {
  it("name the payment's fields as the form does", () => {
    expect(
      formFieldErrors({ 'payment.wallet': 'Enter a valid number', area: 'This field is required' }),
    ).toEqual({ wallet: 'Enter a valid number', area: 'This field is required' });
  });
});
