import { and, asc, count, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orders, paymentCharges, paymentRefunds } from '../db/schema.ts';
import type { RefundReceipt } from './gateway.ts';
import type { RefundReason } from './payment-state.ts';
import {
  AT_GATEWAY,
  CLAIMABLE,
  type RefundRowState,
  stateOfGatewayStatus,
} from './refund-state.ts';

// The SQL of the money owed back. Every move of a refund's state is one conditional update from
// the states refund-state.ts allows, so two requests at once cannot both move it: the second
// finds nothing to update.

export type RefundRow = typeof paymentRefunds.$inferSelect & { state: RefundRowState };

/** Records money owed back; a charge owed back already is recorded once. */
export async function insertRefund(
  tx: DbOrTx,
  refund: { orderId: string; reference: string; amountPesewas: number; reason: RefundReason },
): Promise<void> {
  await tx.insert(paymentRefunds).values(refund).onConflictDoNothing();
}

export async function refundsOfOrder(db: DbOrTx, orderId: string): Promise<RefundRow[]> {
  return (await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.orderId, orderId))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id))) as RefundRow[];
}

export async function findRefund(db: DbOrTx, id: string): Promise<RefundRow | undefined> {
  const [refund] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
  return refund as RefundRow | undefined;
}

/** The refund of the charge `reference` (the gateway's transaction), if one is owed. */
export async function findRefundOfCharge(db: DbOrTx, reference: string) {
  const [refund] = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.reference, reference));
  return refund as RefundRow | undefined;
}

const leaseFor = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/**
 * Claims an owed (or failed) refund for one request to make through the gateway, for
 * `leaseSeconds`; undefined when another request has it or it is no longer to make.
 */
export async function claimRefund(db: DbOrTx, id: string, leaseSeconds: number) {
  const [claimed] = await db
    .update(paymentRefunds)
    .set({
      state: 'processing',
      leaseUntil: leaseFor(leaseSeconds),
      gatewayRefundId: null,
      gatewayStatus: null,
      gatewayMessage: null,
    })
    .where(and(eq(paymentRefunds.id, id), inArray(paymentRefunds.state, [...CLAIMABLE])))
    .returning();
  return claimed as RefundRow | undefined;
}

/** The owner refunded it by hand on the gateway's dashboard: only from a claimable state. */
export async function markRefundedByHand(db: DbOrTx, id: string) {
  const [made] = await db
    .update(paymentRefunds)
    .set({ state: 'refunded', refundedHow: 'dashboard', refundedAt: sql`now()`, leaseUntil: null })
    .where(and(eq(paymentRefunds.id, id), inArray(paymentRefunds.state, [...CLAIMABLE])))
    .returning();
  return made as RefundRow | undefined;
}

/**
 * Records the gateway's refund as the gateway answered it (made, fetched, or found and adopted):
 * only for a refund at the gateway, and never another refund than the one it has.
 */
export async function recordGatewayRefund(db: DbOrTx, id: string, receipt: RefundReceipt) {
  const state = stateOfGatewayStatus(receipt.status);
  const [recorded] = await db
    .update(paymentRefunds)
    .set({
      state,
      gatewayRefundId: receipt.id,
      gatewayStatus: receipt.status,
      gatewayMessage: null,
      checkedAt: sql`now()`,
      leaseUntil: null,
      ...(state === 'refunded' ? { refundedHow: 'gateway', refundedAt: sql`now()` } : {}),
    })
    .where(
      and(
        eq(paymentRefunds.id, id),
        inArray(paymentRefunds.state, [...AT_GATEWAY]),
        or(isNull(paymentRefunds.gatewayRefundId), eq(paymentRefunds.gatewayRefundId, receipt.id)),
      ),
    )
    .returning();
  return recorded as RefundRow | undefined;
}

/** The gateway refused to make it (nothing made): failed, for the owner to try again. */
export async function failRefund(db: DbOrTx, id: string, message: string) {
  await db
    .update(paymentRefunds)
    .set({ state: 'failed', gatewayMessage: message, leaseUntil: null })
    .where(unmade(id));
}

/**
 * The gateway answered, but not with a refund (an error, a reply not in its documented form): no
 * call is in flight any more, so the sweeper may ask the gateway what it has straight away.
 */
export async function endLease(db: DbOrTx, id: string, message: string) {
  await db
    .update(paymentRefunds)
    .set({ leaseUntil: sql`now()`, gatewayMessage: message })
    .where(unmade(id));
}

/**
 * Takes over a refund whose claim ran out with no gateway id (its request died or got no
 * answer), for `leaseSeconds`; undefined when another process took it first.
 */
export async function reclaimUnmade(db: DbOrTx, id: string, leaseSeconds: number) {
  const [claimed] = await db
    .update(paymentRefunds)
    .set({ leaseUntil: leaseFor(leaseSeconds) })
    .where(and(unmade(id), sql`${paymentRefunds.leaseUntil} <= now()`))
    .returning();
  return claimed as RefundRow | undefined;
}

/** Claimed, and not known at the gateway. */
function unmade(id: string) {
  return and(
    eq(paymentRefunds.id, id),
    eq(paymentRefunds.state, 'processing'),
    isNull(paymentRefunds.gatewayRefundId),
  );
}

export async function markRefundChecked(db: DbOrTx, id: string) {
  await db.update(paymentRefunds).set({ checkedAt: sql`now()` }).where(eq(paymentRefunds.id, id));
}

/** Refunds at the gateway not asked about for `recheckSeconds`, the longest waiting first. */
export async function refundsToFollow(db: DbOrTx, recheckSeconds: number, limit: number) {
  return (await db
    .select()
    .from(paymentRefunds)
    .where(
      and(
        inArray(paymentRefunds.state, [...AT_GATEWAY]),
        isNotNull(paymentRefunds.gatewayRefundId),
        sql`coalesce(${paymentRefunds.checkedAt}, ${paymentRefunds.createdAt}) < now() - make_interval(secs => ${recheckSeconds})`,
      ),
    )
    .orderBy(sql`coalesce(${paymentRefunds.checkedAt}, ${paymentRefunds.createdAt})`)
    .limit(limit)) as RefundRow[];
}

/** Claimed refunds with no gateway id whose claim ran out. */
export async function unmadeRefundsPastLease(db: DbOrTx, limit: number) {
  return (await db
    .select()
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.state, 'processing'),
        isNull(paymentRefunds.gatewayRefundId),
        sql`${paymentRefunds.leaseUntil} <= now()`,
      ),
    )
    .orderBy(paymentRefunds.leaseUntil)
    .limit(limit)) as RefundRow[];
}

const open = ne(paymentRefunds.state, 'refunded');

/**
 * Every refund not yet made, deleted orders' included, with its order's number and whether the
 * order was deleted, and the wallet its money came from; the oldest first.
 */
export async function openRefunds(db: DbOrTx) {
  const rows = await db
    .select({
      refund: paymentRefunds,
      orderNumber: orders.orderNumber,
      orderDeleted: sql<boolean>`${orders.deletedAt} is not null`,
      wallet: paymentCharges.wallet,
    })
    .from(paymentRefunds)
    .innerJoin(orders, eq(orders.id, paymentRefunds.orderId))
    .leftJoin(paymentCharges, eq(paymentCharges.reference, paymentRefunds.reference))
    .where(open)
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
  return rows.map((row) => ({ ...row, refund: row.refund as RefundRow }));
}

/** How many refunds are not yet made, deleted orders' included. */
export async function countOpenRefunds(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(paymentRefunds).where(open);
  return row?.n ?? 0;
}
