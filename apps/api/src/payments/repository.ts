import { and, asc, eq, gt, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../db/client.ts';
import { orderLines, orders, paymentCharges, paymentEvents } from '../db/schema.ts';
import type { BooksEvent } from './event-body.ts';

// The SQL of the payment capability: what the gateway said (events) and the charges sent to it
// (the money owed back: refund-repository.ts).

export interface GatewayEvent {
  gateway: 'paystack';
  /** The gateway's name for what happened (charge.success ...), or `check` for the shop's own. */
  event: string;
  /** The transaction it is about: the reference the shop gave the charge. */
  reference: string;
  /** What the books need of the webhook's body (event-body.ts): nothing of the payer. */
  body: BooksEvent;
}

/**
 * Keeps a webhook's event; the same event of the same transaction, sent again, is kept once. A
 * refund's event sent again is asked about again (`again`): a refund tried anew after a failure
 * fails or succeeds under the same event and transaction.
 */
export async function recordPaymentEvent(
  db: Db,
  event: GatewayEvent,
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
  | 'orderId'
  | 'reference'
  | 'network'
  | 'wallet'
  | 'amountPesewas'
  | 'email'
  | 'clientAddress'
  | 'customerId'
>;

/**
 * A charge's row, numbered after the order's charges before it (the order's row is locked, or
 * new): the latest charge is the one with the highest attempt.
 */
const numbered = (charge: NewCharge) => ({
  ...charge,
  attempt: sql<number>`(select count(*)::int + 1 from ${paymentCharges} where ${paymentCharges.orderId} = ${charge.orderId})`,
});

/** A charge to send, written in its order's transaction. */
export async function insertCharge(tx: DbOrTx, charge: NewCharge): Promise<void> {
  await tx.insert(paymentCharges).values(numbered(charge));
}

/** The same insert as SQL, to run with the order's other writes (lib/one-statement.ts). */
export function chargeInsert(tx: DbOrTx, charge: NewCharge): SQL {
  return tx.insert(paymentCharges).values(numbered(charge)).getSQL();
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
    .orderBy(asc(paymentCharges.attempt));
}

/**
 * The order's id, always named with its table: inside a subquery of payment_charges a bare "id"
 * (as Drizzle writes a column of a query's only table) would be the charge's.
 */
const ORDER_ID = sql.raw('"orders"."id"');

/** The reference of an order's latest charge (null when it has none), as SQL. */
export const latestReference = sql<string | null>`(
  select latest.reference from payment_charges latest
  where latest.order_id = ${ORDER_ID} order by latest.attempt desc limit 1)`;

/** The references of every charge of the order, the first first, as SQL. */
export const chargeReferences = sql<string[]>`array(
  select charge.reference from payment_charges charge
  where charge.order_id = ${ORDER_ID} order by charge.attempt)`;

/**
 * Whether the order still waits for this charge: awaiting payment, this its latest charge,
 * neither cancelled nor deleted (the shop would take money it must give back), and its hold long
 * enough left for a prompt to be answered (a prompt sent later could only be approved after the
 * stock went back).
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
        gt(orders.holdUntil, sql`now() + make_interval(secs => ${HOLD_LEFT_TO_SEND_SECONDS})`),
        isNull(orders.deletedAt),
        ne(orders.deliveryStatus, 'cancelled'),
      ),
    );
  return row !== undefined;
}

/** The least hold a charge is still sent with: time to read the prompt and type a PIN. */
const HOLD_LEFT_TO_SEND_SECONDS = 60;

/**
 * The prompts sent to the payer's wallet in the last hour and day, asked for from its address and
 * by its customer in the last hour, and the orders any of them has waiting for their money.
 */
export async function countPayerPrompts(
  db: DbOrTx,
  payer: { wallet: string; address: string; customerId: string | null },
) {
  const hourAgo = sql`now() - interval '1 hour'`;
  const mine = or(
    eq(paymentCharges.wallet, payer.wallet),
    eq(paymentCharges.clientAddress, payer.address),
    payer.customerId ? eq(paymentCharges.customerId, payer.customerId) : undefined,
  );
  const [counts] = await db
    .select({
      walletLastHour: sql<number>`count(*) filter (where ${paymentCharges.wallet} = ${payer.wallet} and ${paymentCharges.createdAt} > ${hourAgo})`,
      walletLastDay: sql<number>`count(*) filter (where ${paymentCharges.wallet} = ${payer.wallet})`,
      addressLastHour: sql<number>`count(*) filter (where ${paymentCharges.clientAddress} = ${payer.address} and ${paymentCharges.createdAt} > ${hourAgo})`,
      customerLastHour: sql<number>`count(*) filter (where ${paymentCharges.customerId} = ${payer.customerId} and ${paymentCharges.createdAt} > ${hourAgo})`,
      unpaidOrders: sql<number>`count(distinct ${paymentCharges.orderId}) filter (where ${orders.paymentStatus} = 'awaiting_payment')`,
    })
    .from(paymentCharges)
    .innerJoin(orders, eq(orders.id, paymentCharges.orderId))
    .where(and(gt(paymentCharges.createdAt, sql`now() - interval '1 day'`), mine));
  return {
    walletLastHour: Number(counts?.walletLastHour ?? 0),
    walletLastDay: Number(counts?.walletLastDay ?? 0),
    addressLastHour: Number(counts?.addressLastHour ?? 0),
    customerLastHour: Number(counts?.customerLastHour ?? 0),
    unpaidOrders: Number(counts?.unpaidOrders ?? 0),
  };
}

/**
 * Mobile Money at a glance: orders waiting for their payment and the units they hold, and how late
 * the slowest charge of the last 15 minutes went out (or has waited so far), in seconds.
 */
export async function paymentsDashboard(db: DbOrTx) {
  const [row] = await queryRows<{
    waiting_orders: number | string;
    units_held: number | string;
    late_seconds: number | string | null;
  }>(
    db,
    sql`
    select
      (select count(*) from ${orders} where ${orders.paymentStatus} = 'awaiting_payment'
        and ${orders.deletedAt} is null) as waiting_orders,
      (select coalesce(sum(${orderLines.qty}), 0) from ${orderLines}
        join ${orders} on ${orders.id} = ${orderLines.orderId}
        where ${orders.paymentStatus} = 'awaiting_payment' and ${orders.stockReturnedAt} is null)
        as units_held,
      (select extract(epoch from max(coalesce(${paymentCharges.sentAt}, now()) - ${paymentCharges.createdAt}))
        from ${paymentCharges}
        where ${paymentCharges.createdAt} > now() - interval '15 minutes') as late_seconds`,
  );
  return {
    waitingOrders: Number(row?.waiting_orders ?? 0),
    unitsHeld: Number(row?.units_held ?? 0),
    promptsLateSeconds: Math.round(Number(row?.late_seconds ?? 0)),
  };
}

/**
 * Forgets the client address of charges older than a day: it counted toward the per-address limit
 * (an hour) and the wallet's day, and is nobody's business after that.
 */
export async function forgetChargeAddresses(db: DbOrTx): Promise<void> {
  await db
    .update(paymentCharges)
    .set({ clientAddress: null })
    .where(
      and(
        sql`${paymentCharges.clientAddress} is not null`,
        sql`${paymentCharges.createdAt} < now() - interval '1 day'`,
      ),
    );
}
