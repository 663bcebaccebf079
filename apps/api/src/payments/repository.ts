import { and, asc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { orders, paymentCharges, paymentEvents } from '../db/schema.ts';

// The SQL of the payment capability: what the gateway said (events) and the charges sent to it
// (the money owed back: refund-repository.ts).

export interface PaymentEvent {
  gateway: 'paystack';
  /** The gateway's name for what happened (charge.success ...), or `check` for the shop's own. */
  event: string;
  /** The transaction it is about: the reference the shop gave the charge. */
  reference: string;
  /** The webhook's body as it came. */
  body: unknown;
}

/**
 * Keeps a webhook's event; the same event of the same transaction, sent again, is kept once. A
 * refund's event sent again is asked about again (`again`): a refund tried anew after a failure
 * fails or succeeds under the same event and transaction.
 */
export async function recordPaymentEvent(
  db: Db,
  event: PaymentEvent,
  again = false,
): Promise<boolean> {
  const insert = db.insert(paymentEvents).values(event);
  const kept = await (again
    ? insert.onConflictDoUpdate({
        target: [paymentEvents.gateway, paymentEvents.event, paymentEvents.reference],
        set: { status: 'pending', nextAttemptAt: sql`now()`, attempts: 0, body: event.body },
      })
    : insert.onConflictDoNothing()
  ).returning({ id: paymentEvents.id });
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

/** Records where a charge stands after the gateway's answer or verdict. */
export async function recordChargeStep(
  db: DbOrTx,
  reference: string,
  step: ChargeStep,
  words: { instructions?: string | null; gatewayMessage?: string | null } = {},
): Promise<void> {
  await db
    .update(paymentCharges)
    .set({ step, ...words })
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

/** The reference of an order's latest charge (null when it has none), as SQL. */
export const latestReference = sql<
  string | null
>`${orders.paymentReferences}[array_length(${orders.paymentReferences}, 1)]`;

/**
 * Whether the order still waits for this charge: awaiting payment, this its latest charge, and
 * neither cancelled nor deleted (the shop would take money it must give back).
 */
export async function orderAwaitsCharge(db: DbOrTx, charge: Charge): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.id, charge.orderId),
        eq(orders.paymentStatus, 'awaiting_payment'),
        eq(latestReference, charge.reference),
        isNull(orders.deletedAt),
        ne(orders.deliveryStatus, 'cancelled'),
      ),
    );
  return row !== undefined;
}
