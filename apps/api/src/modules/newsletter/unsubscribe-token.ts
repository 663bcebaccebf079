import { isPublicId } from '../../lib/ids.ts';
import { isSignedKey, signedKey } from '../../lib/signed-key.ts';

// Each newsletter carries its subscriber's own unsubscribe link. Its token is not stored: it is a
// signed key of the subscriber's id (lib/signed-key.ts), so a link works for as long as the shop's
// secret stays the same, and nobody can make one for an address that is not theirs.

export const unsubscribeToken = (secret: string, subscriberId: string) =>
  signedKey(secret, 'unsubscribe', subscriberId);

export const isUnsubscribeToken = (secret: string, subscriberId: string, token: string) =>
  isPublicId(subscriberId) && isSignedKey(secret, 'unsubscribe', subscriberId, token);
