import type { SmsDashboard } from '@adepa/contract/sms';
import type { DbOrTx } from '../db/client.ts';
import { heldAndThisMonth, overBudgetSkips, smsInsert, smsRowsOfOrder } from './repository.ts';

// Rule: an SMS is never sent directly. It is written to `sms_outbox` with the same database handle
// (usually the transaction) as the change that causes it, so the SMS exists if and only if that
// change committed. The worker in sms/worker.ts sends it later, with retries.
// A message that cannot be sent at all (a landline) is still written, as `skipped` with the reason,
// so the admin sees why the customer got nothing; the worker never picks those up.

export interface SmsMessage {
  /** The order it is about, or null for a message about the shop. */
  orderId: string | null;
  /** What caused it: the order's new status ('placed', 'processing' ...) or 'shop'. */
  reason: string;
  /** The number in E.164 form, like +233244550123. */
  to: string;
  text: string;
  /** Set when the message must not be sent: why (e.g. "+233322024550 is a landline: ..."). */
  skipReason?: string;
  /** The setting that held it back, when a limit did (sms/limits.ts). */
  skippedBy?: string;
  /** To the shop's own mobile: not counted against the per-number cap. */
  toShop?: boolean;
  /**
   * A message the shop can most easily do without (an order to pay on delivery was placed): it
   * may use only part of the hourly budget, the rest kept for paid orders and status changes.
   */
  cheap?: boolean;
}

export async function enqueueSms(db: DbOrTx, message: SmsMessage | SmsMessage[]): Promise<void> {
  await smsInsert(db, [message].flat());
}

/** Every SMS about an order, oldest first, as the admin's order details show them. */
export async function smsOfOrder(db: DbOrTx, orderId: string) {
  const rows = await smsRowsOfOrder(db, orderId);
  return rows.map((row) => ({
    _id: row.id,
    reason: row.reason,
    to: row.to,
    text: row.text,
    status: row.status as 'pending' | 'sent' | 'failed' | 'skipped',
    attempts: row.attempts,
    problem: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    deliveryReport: row.deliveryReport,
  }));
}

/**
 * What the admin dashboard says of SMS: those held and why, those the hourly budget (`perHour`)
 * kept back, and this month's count and cost.
 */
export async function smsDashboard(db: DbOrTx, perHour: number): Promise<SmsDashboard> {
  const budget = await overBudgetSkips(db);
  const row = await heldAndThisMonth(db);
  return {
    held:
      row && row.held > 0 && row.since && row.cause
        ? { count: row.held, since: row.since.toISOString(), cause: row.cause }
        : null,
    budget:
      budget && budget.skipped > 0 && budget.last
        ? { perHour, skipped: budget.skipped, last: budget.last.toISOString() }
        : null,
    month: { sent: row?.sent ?? 0, spend: row?.spend ?? 0 },
  };
}
