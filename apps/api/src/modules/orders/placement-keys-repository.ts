import { eq, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { orderPlacements } from '../../db/schema.ts';
import { lockUntilCommit } from '../../lib/transaction-lock.ts';

// The SQL of placement keys (placement-keys.ts): what was placed under a key, found under a lock on
// the key, and the record written with the order.

/** What was placed under a key before: the order, or a different request. */
export type EarlierPlacement = { orderId: string } | { conflict: true } | undefined;

export async function earlierPlacement(
  tx: Tx,
  key: string,
  hash: string,
): Promise<EarlierPlacement> {
  await lockUntilCommit(tx, 'order-placement', key);
  const [earlier] = await tx.select().from(orderPlacements).where(eq(orderPlacements.key, key));
  if (!earlier) return undefined;
  return earlier.requestHash === hash ? { orderId: earlier.orderId } : { conflict: true };
}

/**
 * Whether an order was placed under the key, read without its lock: enough to skip work a repeat
 * needs no more (its wallet code was used by the order it repeats); the transaction decides.
 */
export async function isKeyUsed(db: DbOrTx, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: orderPlacements.key })
    .from(orderPlacements)
    .where(eq(orderPlacements.key, key));
  return row !== undefined;
}

/** The placement's record, as SQL to write with the order's other rows (lib/one-statement.ts). */
export function placementInsert(tx: Tx, key: string, hash: string, orderId: string): SQL {
  return tx.insert(orderPlacements).values({ key, requestHash: hash, orderId }).getSQL();
}
