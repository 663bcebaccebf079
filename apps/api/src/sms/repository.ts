import { and, asc, count, eq, gte, isNotNull, max, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { smsOutbox } from '../db/schema.ts';
import { lastFailedAt } from '../outbox/index.ts';

// The reads of the admin's SMS views (outbox.ts): an order's SMS, and the dashboard's counts.

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
