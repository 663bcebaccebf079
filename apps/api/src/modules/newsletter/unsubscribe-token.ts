import { createHmac, timingSafeEqual } from 'node:crypto';
import { isPublicId } from '../../lib/ids.ts';

// Each newsletter carries its subscriber's own unsubscribe link. Its token is not stored: it is an
// HMAC of the subscriber's id under the shop's secret, so a link works for as long as that secret
// stays the same, and nobody can make one for an address that is not theirs.

export function unsubscribeToken(secret: string, subscriberId: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${subscriberId}`).digest('base64url');
}

export function isUnsubscribeToken(secret: string, subscriberId: string, token: string): boolean {
  if (!isPublicId(subscriberId)) return false;
  const expected = Buffer.from(unsubscribeToken(secret, subscriberId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
