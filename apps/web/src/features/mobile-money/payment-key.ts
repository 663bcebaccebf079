// A guest follows their Mobile Money payment with the key the placed order's reply carried (sent
// as `x-payment-key`); nothing else proves the order is theirs. It is kept in sessionStorage
// under the order's number, so a reload of the thank-you page (or a return from the phone's
// wallet app to the same tab) can still read the payment, and it goes with the tab: a shared
// phone's next user finds no key. Storage that fails (private modes, a full quota) just keeps none.

const PREFIX = 'paymentKey:';

type KeyStore = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStore(): KeyStore | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // a browser that refuses storage altogether throws on the very name
  }
}

export function rememberPaymentKey(
  orderId: string,
  key: string,
  store: KeyStore | undefined = sessionStore(),
): void {
  try {
    store?.setItem(PREFIX + orderId, key);
  } catch {
    // The history entry still carries the key; only a new tab would miss it.
  }
}

export function recallPaymentKey(
  orderId: string,
  store: KeyStore | undefined = sessionStore(),
): string | undefined {
  try {
    return store?.getItem(PREFIX + orderId) || undefined;
  } catch {
    return undefined;
  }
}
