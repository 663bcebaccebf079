import { createHmac, timingSafeEqual } from 'node:crypto';

// Paystack signs each webhook: `x-paystack-signature` is the HMAC SHA-512 of the raw request body
// with the account's secret key, in hex. Only a body whose signature matches is believed, and it
// is compared in constant time, so the header cannot be guessed a character at a time.

export function isSignedByPaystack(
  secretKey: string,
  rawBody: Buffer | string,
  signature: string | undefined,
): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(paystackSignature(secretKey, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** The header's value for `rawBody`: how the gateway signs, and how tests sign as it does. */
export function paystackSignature(secretKey: string, rawBody: Buffer | string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}
