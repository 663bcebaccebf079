import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { orders, paymentCharges, paymentEvents, paymentRefunds } from '../db/schema.ts';
import type { BooksEvent } from './event-body.ts';
import type { RefundReason } from './payment-state.ts';

// The SQL of the payment capability: what the gateway said (events), the charges sent to it, and
// the money owed back (refunds).

export interface PaymentEvent {
  gateway: 'paystack';
  /** The gateway's name for what happened (charge.success ...), or `check` for the shop's own. */
  event: string;
  /** The transaction it is about: the reference the shop gave the charge. */
  reference: string;
  /** What the books need of the webhook's body (event-body.ts): nothing of the payer. */
  body: BooksEvent;
}

/** Keeps a webhook's event; the same event of the same transaction, sent again, is kept once. */
export async function recordPaymentEvent(db: Db, event: PaymentEvent): Promise<boolean> {
  const kept = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return kept.length > 0;
}

/**
 * Asks the payment worker to check a charge with the gateway and apply the verdict to its order
 * (after a charge call's final answer): a check already waiting is left as it is, one already done
 * waits again.
 */
export async function requestCheck(db: DbOrTx, reference: string, why: string): Promise<void> {
  await db
    .insert(paymentEvents)
    .values({ gateway: 'paystack', event: 'check', reference, body: { why } })
    .onConflictDoUpdate({
      target: [paymentEvents.gateway, paymentEvents.event, paymentEvents.reference],
      set: { status: 'pending', nextAttemptAt: sql`now()`, attempts: 0, body: { why } },
    });
}

/**
 * Deletes the events dealt with (applied, or given up) that are older than `keepDays` days; answers
 * how many went. Those still waiting are kept whatever their age.
 */
export async function purgeOldEvents(db: DbOrTx, keepDays: number): Promise<number> {
  const gone = await db
    .delete(paymentEvents)
    .where(
      and(
        sql`${paymentEvents.status} <> 'pending'`,
        sql`${paymentEvents.createdAt} < now() - make_interval(days => ${keepDays})`,
      ),
    )
    .returning({ id: paymentEvents.id });
  return gone.length;
}

export type NewCharge = Pick<
  typeof paymentCharges.$inferInsert,
  'orderId' | 'reference' | 'network' | 'wallet' | 'amountPesewas' | 'email'
>;

/** A charge to send, written in its order's transaction. */
export async function insertCharge(tx: DbOrTx, charge: NewCharge): Promise<void> {
  await tx.insert(paymentCharges).values(charge);
}

/** The same insert as SQL, to run with the order's other writes (lib/one-statement.ts). */
export function chargeInsert(tx: DbOrTx, charge: NewCharge): SQL {
  return tx.insert(paymentCharges).values(charge).getSQL();
}

export type Charge = typeof paymentCharges.$inferSelect;
export type ChargeStep = 'sending' | 'approve' | 'voucher' | 'paid' | 'failed';

/** Records where a charge stands after the gateway's answer or verdict (no step: where it was). */
export async function recordChargeStep(
  db: DbOrTx,
  reference: string,
  step: ChargeStep | undefined,
  words: {
    instructions?: string | null;
    gatewayMessage?: string | null;
    gatewayStatus?: string | null;
  } = {},
): Promise<void> {
  await db
    .update(paymentCharges)
    .set({ ...(step && { step }), ...words })
    .where(eq(paymentCharges.reference, reference));
}

/** Notes that the gateway was just asked for the charge's verdict. */
export async function markChecked(db: DbOrTx, reference: string): Promise<void> {
  await db
    .update(paymentCharges)
    .set({ checkedAt: sql`now()` })
    .where(eq(paymentCharges.reference, reference));
}

export async function findCharge(db: DbOrTx, reference: string): Promise<Charge | undefined> {
  const [charge] = await db
    .select()
    .from(paymentCharges)
    .where(eq(paymentCharges.reference, reference));
  return charge;
}

/** The order's charges, oldest first. */
export function chargesOfOrder(db: DbOrTx, orderId: string): Promise<Charge[]> {
  return db
    .select()
    .from(paymentCharges)
    .where(eq(paymentCharges.orderId, orderId))
    .orderBy(asc(paymentCharges.createdAt), asc(paymentCharges.id));
}

export type Refund = typeof paymentRefunds.$inferSelect;

/** Records money owed back; a charge owed back already is recorded once. */
export async function insertRefund(
  tx: DbOrTx,
  refund: { orderId: string; reference: string; amountPesewas: number; reason: RefundReason },
): Promise<void> {
  await tx.insert(paymentRefunds).values(refund).onConflictDoNothing();
}

export function refundsOfOrder(db: DbOrTx, orderId: string): Promise<Refund[]> {
  return db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.orderId, orderId))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
}

export async function findRefund(db: DbOrTx, id: string): Promise<Refund | undefined> {
  const [refund] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
  return refund;
}

/** Marks an owed refund made; undefined when it was made already. */
export async function markRefunded(
  db: DbOrTx,
  id: string,
  how: 'gateway' | 'dashboard',
): Promise<Refund | undefined> {
  const [refund] = await db
    .update(paymentRefunds)
    .set({ refundedHow: how, refundedAt: sql`now()` })
    .where(and(eq(paymentRefunds.id, id), isNull(paymentRefunds.refundedAt)))
    .returning();
  return refund;
}

/** The reference of an order's latest charge (null when it has none), as SQL. */
export const latestReference = sql<
  string | null
>`${orders.paymentReferences}[array_length(${orders.paymentReferences}, 1)]`;

/** Whether the order still waits for this charge: awaiting payment, and this its latest charge. */
export async function orderAwaitsCharge(db: DbOrTx, charge: Charge): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.id, charge.orderId),
        eq(orders.paymentStatus, 'awaiting_payment'),
        eq(latestReference, charge.reference),
      ),
    );
  return row !== undefined;
}
