// The checkout form's values beyond the delivery address: how the shopper pays and, for Mobile
// Money, which wallet. The wallet's number is the delivery phone until the shopper types another
// into its own field (`walletTyped`), so a shopper who pays from the phone they gave types it once.
// A guest (`guest`) paying from another number types the code the shop texted to it.

export type PaymentFields = {
  paymentMethod: 'delivery' | 'mobile_money';
  network: string;
  wallet: string;
  walletTyped: boolean;
  walletCode: string;
  guest: boolean;
};

export const initialPaymentFields: PaymentFields = {
  paymentMethod: 'delivery',
  network: '',
  wallet: '',
  walletTyped: false,
  walletCode: '',
  guest: true,
};

/** The number the Mobile Money prompt goes to. */
export function chargedWallet(values: PaymentFields & { phoneNumber: string }): string {
  return values.walletTyped ? values.wallet : values.phoneNumber;
}

/**
 * A 400's field messages, named as the form names its fields: the api checks the body's
 * `payment.network` and `payment.wallet`, the form calls them `network` and `wallet`.
 */
export function formFieldErrors(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([path, message]) => [path.replace(/^payment\./, ''), message]),
  );
}
