import { createHash } from 'node:crypto';

// An order placed with an Idempotency-Key is placed once: the same request sent again (a reply
// lost on a bad connection, a second tap, the browser's retry) answers the order it placed, with
// no second charge and no second stock taken. The key is the client's, random per attempt; it is
// bound to the request's body and customer, so a different order sent under it is refused rather
// than answered with someone else's order. Requests with one key take turns (a lock on the key
// to the end of the transaction), so two sent at once cannot both place an order.

/** The request a key was sent with: its body and its customer. */
export function requestHash(body: unknown, customerId: string | null): string {
  return createHash('sha256').update(JSON.stringify({ customerId, body })).digest('base64url');
}

export { earlierPlacement, isKeyUsed, placementInsert } from './placement-keys-repository.ts';
