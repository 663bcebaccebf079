import { and, asc, count, eq, gt, gte, isNotNull, max, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { smsOutbox } from '../db/schema.ts';
import { lastFailedAt } from '../outbox/index.ts';
import type { SmsMessage } from './outbox.ts';

// The SQL of the SMS outbox besides the worker's: writing SMS (outbox.ts), counting those sent
// lately for the limits (limits.ts), and the reads of the admin's views: an order's SMS, and the
// dashboard's counts. What became of sent SMS is in delivery-repository.ts.

/** The insert that writes these SMS to the outbox (none for no SMS), not yet run. */
export function smsInsert(db: DbOrTx, messages: SmsMessage[]) {
  if (messages.length === 0) return undefined;
  return db.insert(smsOutbox).values(
    messages.map(({ orderId, reason, to, text, skipReason, skippedBy }) => ({
      orderId,
      reason,
      to,
      text,
      ...(skipReason !== undefined && { status: 'skipped', lastError: skipReason, skippedBy }),
    })),
  );
}

/**
 * How many SMS were written to be sent (not skipped) within the last `within` (an interval such
 * as '1 hour'), to `to` if given, counting no further than `max`: the limit is all that matters.
 */
export async function sentLately(
  db: DbOrTx,
  { within, to }: { within: string; to?: string },
  max: number,
): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(smsOutbox)
    .where(
      and(
        ne(smsOutbox.status, 'skipped'),
        to === undefined ? undefined : eq(smsOutbox.to, to),
        gt(smsOutbox.createdAt, sql`now() - ${within}::interval`),
      ),
    )
    .limit(max)
    .as('m');
  const [row] = await db.select({ n: count() }).from(matching);
  return row?.n ?? 0;
}

/** Every SMS row about an order, oldest first. */
export function smsRowsOfOrder(db: DbOrTx, orderId: string) {
  return db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.orderId, orderId))
    .orderBy(asc(smsOutbox.createdAt), asc(smsOutbox.reason));
}

/** Waiting to be tried again after a failed attempt: held by the gateway's trouble or the account's. */
const held = and(eq(smsOutbox.status, 'pending'), isNotNull(smsOutbox.lastError));
/** Sent since the first of the month; Ghana keeps UTC all year, so its month starts at 00:00 UTC. */
const sentThisMonth = and(
  eq(smsOutbox.status, 'sent'),
  gte(smsOutbox.sentAt, sql`date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`),
);

/** The cause recorded by the most recent failure of a held SMS. */
const latestCause = sql<string | null>`(array_agg(${smsOutbox.lastError}
  order by ${lastFailedAt(smsOutbox)} desc) filter (where ${held}))[1]`;

/** Skipped in the last day because the shop's hourly budget was spent (sms/limits.ts). */
const overBudget = and(
  eq(smsOutbox.skippedBy, 'SMS_PER_HOUR'),
  gte(smsOutbox.createdAt, sql`now() - interval '1 day'`),
);

/** How many SMS the hourly budget kept back in the last day, and when the last was. */
export async function overBudgetSkips(db: DbOrTx) {
  const [budget] = await db
    .select({ skipped: count(), last: max(smsOutbox.createdAt) })
    .from(smsOutbox)
    .where(overBudget);
  return budget;
}

/** The SMS held (how many, since when, the latest cause) and this month's sent count and cost. */
export async function heldAndThisMonth(db: DbOrTx) {
  const [row] = await db
    .select({
      held: sql`count(*) filter (where ${held})`.mapWith(Number),
      since: sql`min(${smsOutbox.createdAt}) filter (where ${held})`.mapWith(smsOutbox.createdAt),
      cause: latestCause,
      sent: sql`count(*) filter (where ${sentThisMonth})`.mapWith(Number),
      spend: sql`coalesce(sum(${smsOutbox.price}) filter (where ${sentThisMonth}), 0)`.mapWith(
        Number,
      ),
    })
    .from(smsOutbox)
    .where(or(held, sentThisMonth));
  return row;
}
