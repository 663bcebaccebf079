import { and, eq, exists, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, smsOutbox } from '../../db/schema.ts';

// The reads and claims of the new-order digest (shop-digest.ts): the last new-order SMS to the
// shop's mobile, and the orders waiting to be told of.

const QUIET_SECONDS = 60;
const NOTICES = ['shop', 'shop-digest'];

/** A new-order SMS to the shop's mobile less than a minute ago. */
function recentNotice(db: DbOrTx, shopNumber: string) {
  return db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(
      and(
        eq(smsOutbox.to, shopNumber),
        ne(smsOutbox.status, 'skipped'), // as the index on (to, created_at) holds them
        inArray(smsOutbox.reason, NOTICES),
        gt(smsOutbox.createdAt, sql`now() - make_interval(secs => ${QUIET_SECONDS})`),
      ),
    )
    .limit(1);
}

/** True when the shop's mobile had a new-order SMS less than a minute ago. */
export async function shopNoticedRecently(db: DbOrTx, shopNumber: string): Promise<boolean> {
  return (await recentNotice(db, shopNumber)).length > 0;
}

/**
 * The same, as a condition the statement that writes an order evaluates itself: an order placed
 * within that minute is marked for the digest without a query of its own.
 */
export function shopNoticedRecentlySql(db: DbOrTx, shopNumber: string): SQL {
  return exists(recentNotice(db, shopNumber));
}

/** Claims every order waiting for the digest (clears its mark) and answers them, in no order. */
export function claimWaitingOrders(tx: DbOrTx) {
  return tx
    .update(orders)
    .set({ shopNoticePending: false })
    .where(eq(orders.shopNoticePending, true))
    .returning({
      orderNumber: orders.orderNumber,
      totalPesewas: orders.totalPesewas,
      createdAt: orders.createdAt,
    });
}
