import { and, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { emailOutbox, paymentCharges, paymentEvents, smsOutbox } from '../db/schema.ts';
import { MAX_BACKOFF_SECONDS } from './backoff.ts';

// The SQL of the outbox worker (worker.ts): claiming due rows under a lease, then recording each
// send's outcome. Every outbox table shares id, status, attempts, next_attempt_at, last_error,
// sent_at and created_at, so one set of statements serves mail, SMS and the payment work (charges
// to send, gateway events to check).

const OUTBOXES = {
  mail: emailOutbox,
  sms: smsOutbox,
  paymentCharges,
  paymentEvents,
};
type OutboxTable = (typeof OUTBOXES)[keyof typeof OUTBOXES];
export type OutboxName = keyof typeof OUTBOXES;
export type OutboxRow<N extends OutboxName> = (typeof OUTBOXES)[N]['$inferSelect'];

/**
 * When a pending row last failed, to within the backoff's 10%: its next attempt less the backoff
 * its attempts earned. No column keeps that time; this orders failures well enough to name the
 * latest one's cause.
 */
export function lastFailedAt(table: OutboxTable): SQL {
  return sql`${table.nextAttemptAt} - make_interval(secs => least(power(2, ${table.attempts}), ${MAX_BACKOFF_SECONDS}))`;
}

export function createOutboxRepository<N extends OutboxName>(db: Db, outbox: N) {
  const table: OutboxTable = OUTBOXES[outbox];
  // Drizzle cannot check a column set against a table known only as one of several; all have these.
  const update = (values: Record<string, unknown>, where: SQL) =>
    db
      .update(table)
      .set(values as PgUpdateSetSource<OutboxTable>)
      .where(where);

  return {
    /**
     * Up to `batchSize` due rows, longest due first (or newest first), their attempt counted and
     * their next attempt moved `leaseSeconds` ahead in the same statement, so no other worker
     * takes them meanwhile.
     */
    async claimDue(
      batchSize: number,
      leaseSeconds: number,
      order: 'longest-due' | 'newest' = 'longest-due',
    ): Promise<OutboxRow<N>[]> {
      const due = db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.status, 'pending'), lte(table.nextAttemptAt, sql`now()`)))
        .orderBy(order === 'newest' ? desc(table.createdAt) : table.nextAttemptAt)
        .limit(batchSize)
        .for('update', { skipLocked: true });
      const rows = (await update(
        {
          attempts: sql`${table.attempts} + 1`,
          nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
        },
        inArray(table.id, due),
      ).returning()) as OutboxRow<N>[];
      const age = (a: OutboxRow<N>, b: OutboxRow<N>) =>
        a.createdAt.getTime() - b.createdAt.getTime();
      return rows.sort(order === 'newest' ? (a, b) => age(b, a) : age);
    },

    /** Marks a row sent now, with the channel's own columns (the gateway's id of an SMS). */
    async markSent(id: string, columns: Partial<OutboxRow<N>> = {}): Promise<void> {
      await update(
        { ...columns, status: 'sent', sentAt: sql`clock_timestamp()` },
        eq(table.id, id),
      );
    },

    /** Records a failed attempt: given up (`failed`), or pending again after `retryInSeconds`. */
    async markFailed(
      id: string,
      failure: { givenUp: boolean; lastError: string; retryInSeconds: number },
    ): Promise<void> {
      await update(
        {
          status: failure.givenUp ? 'failed' : 'pending',
          lastError: failure.lastError,
          nextAttemptAt: sql`clock_timestamp() + make_interval(secs => ${failure.retryInSeconds})`,
        },
        eq(table.id, id),
      );
    },
  };
}
