import { createHmac, timingSafeEqual } from 'node:crypto';

// A key that proves a link was given out by the shop, for one purpose and one record: an HMAC of
// `purpose:id` under the shop's secret. Nothing is stored, so a key works for as long as the
// secret stays the same, and nobody can make one for a record that is not theirs. A short key
// (for a link that must fit a text message) keeps the first `length` characters.

export type KeyPurpose = 'payment' | 'unsubscribe' | 'receipt';

export function signedKey(
  secret: string,
  purpose: KeyPurpose,
  id: string,
  length?: number,
): string {
  const key = createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');
  return length ? key.slice(0, length) : key;
}

/** Whether `given` is the key for `purpose` and `id`, compared in constant time. */
export function isSignedKey(
  secret: string,
  purpose: KeyPurpose,
  id: string,
  given: unknown,
  length?: number,
): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(signedKey(secret, purpose, id, length));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
