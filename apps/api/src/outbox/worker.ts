import { and, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { emailOutbox, smsOutbox } from '../db/schema.ts';

// Rule: a pending row is sent once, by whichever worker claims it. Claiming is one statement
// (`for update skip locked`) that also moves next_attempt_at past the longest time the batch can
// take, so no other worker or process sees the row while it is being sent. The row is not held
// locked while it is sent: on PGlite an open transaction stalls every other query of the api. A
// process that dies mid-send leaves its rows to be retried when the lease runs out. Failures back
// off exponentially; each channel says which failures end a message for good.

/** An outbox table: both share id, status, attempts, next_attempt_at, last_error, sent_at. */
export type OutboxTable = typeof emailOutbox | typeof smsOutbox;
export type OutboxRow<T extends OutboxTable> = T['$inferSelect'];

/** The part of a pino/Fastify logger the outbox code uses. */
export interface OutboxLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What differs between mail and SMS: the table, the transport and the rule for giving up. */
export interface OutboxChannel<T extends OutboxTable, Result> {
  /** Names the messages in log lines ('mail', 'SMS') and, lower-cased, their id (`mailId`). */
  noun: string;
  table: T;
  send(row: OutboxRow<T>): Promise<Result>;
  /** Columns written with status `sent` besides sent_at (the gateway's id of an SMS). */
  sentColumns?(result: Result): Partial<OutboxRow<T>>;
  /** True when this failure ends the message: it is marked `failed` and never tried again. */
  givesUp(error: unknown, attempts: number): boolean;
  /** The log line of a message given up. */
  givenUpMessage: string;
}

export interface OutboxWorkerOptions {
  db: Db;
  log: OutboxLog;
  pollIntervalMs?: number;
  batchSize?: number;
  /** A send that takes longer counts as failed, so one stuck message cannot stall the rest. */
  sendTimeoutMs?: number;
}

export interface OutboxWorker {
  /** Polls for due messages until stop(); the first run is immediate. */
  start(): void;
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
  /** Sends everything due now (one batch after another); resolves with how many were sent. */
  runOnce(): Promise<number>;
  /** Asks a started worker to run now instead of at the next poll. */
  wake(): void;
}

const MAX_BACKOFF_SECONDS = 15 * 60;

/** 2, 4, 8 ... seconds after each failed attempt, at most 15 minutes, give or take 10%. */
export function backoffSeconds(attempts: number): number {
  return Math.min(2 ** attempts, MAX_BACKOFF_SECONDS) * (0.9 + Math.random() * 0.2);
}

/**
 * When a pending row last failed, to within the backoff's 10%: its next attempt less the backoff
 * its attempts earned. No column keeps that time; this orders failures well enough to name the
 * latest one's cause.
 */
export function lastFailedAt(table: OutboxTable): SQL {
  return sql`${table.nextAttemptAt} - make_interval(secs => least(power(2, ${table.attempts}), ${MAX_BACKOFF_SECONDS}))`;
}

export function createOutboxWorker<T extends OutboxTable, Result>(
  channel: OutboxChannel<T, Result>,
  options: OutboxWorkerOptions,
): OutboxWorker {
  const { db, log } = options;
  const { table, noun } = channel;
  const idKey = `${noun.toLowerCase()}Id`;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const batchSize = options.batchSize ?? 10;
  const sendTimeoutMs = options.sendTimeoutMs ?? 30_000;
  const leaseSeconds = Math.ceil((batchSize * sendTimeoutMs) / 1000) + 60;
  // Drizzle cannot check a column set against a table known only as one of two; both have these.
  const update = (values: Record<string, unknown>, where: SQL | undefined) =>
    db
      .update(table as OutboxTable)
      .set(values as PgUpdateSetSource<OutboxTable>)
      .where(where);

  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking = false;
  let wokenWhileTicking = false;
  let stopping = false;
  let inFlight: Promise<number> | undefined;

  async function claim(): Promise<OutboxRow<T>[]> {
    const due = db
      .select({ id: table.id })
      .from(table as OutboxTable)
      .where(and(eq(table.status, 'pending'), lte(table.nextAttemptAt, sql`now()`)))
      .orderBy(table.nextAttemptAt)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const rows = (await update(
      {
        attempts: sql`${table.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
      },
      inArray(table.id, due),
    ).returning()) as OutboxRow<T>[];
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async function deliver(row: OutboxRow<T>): Promise<boolean> {
    let result: Result;
    try {
      result = await withTimeout(channel.send(row), sendTimeoutMs);
    } catch (error) {
      await recordFailure(row, error);
      return false;
    }
    await update(
      { ...channel.sentColumns?.(result), status: 'sent', sentAt: sql`clock_timestamp()` },
      eq(table.id, row.id),
    );
    return true;
  }

  async function recordFailure(row: OutboxRow<T>, error: unknown) {
    const giveUp = channel.givesUp(error, row.attempts);
    const delay = backoffSeconds(row.attempts);
    const lastError = describe(error);
    await update(
      {
        status: giveUp ? 'failed' : 'pending',
        lastError,
        nextAttemptAt: sql`clock_timestamp() + make_interval(secs => ${delay})`,
      },
      eq(table.id, row.id),
    );
    const context = { [idKey]: row.id, attempts: row.attempts, error: lastError };
    if (giveUp) log.error(context, channel.givenUpMessage);
    else log.warn(context, `${noun} not sent: trying again in ${Math.round(delay)} s`);
  }

  async function drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claim();
      for (const row of batch) if (await deliver(row)) sent++;
      if (batch.length < batchSize || stopping) return sent;
    }
  }

  async function runOnce(): Promise<number> {
    while (inFlight) await inFlight.catch(() => 0);
    const current = drain();
    inFlight = current;
    try {
      return await current;
    } finally {
      if (inFlight === current) inFlight = undefined;
    }
  }

  function schedule(delayMs: number) {
    clearTimeout(timer);
    timer = started ? setTimeout(tick, delayMs).unref() : undefined;
  }

  async function tick() {
    ticking = true;
    wokenWhileTicking = false;
    try {
      await runOnce();
    } catch (error) {
      log.error({ err: error }, `${noun} worker: could not read or update the outbox; will retry`);
    } finally {
      ticking = false;
    }
    schedule(wokenWhileTicking ? 0 : pollIntervalMs);
  }

  return {
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    async stop() {
      started = false;
      stopping = true;
      schedule(0);
      await inFlight?.catch(() => 0);
      stopping = false;
    },
    runOnce,
    wake() {
      if (!started) return;
      if (ticking) wokenWhileTicking = true;
      else schedule(0);
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function describe(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return (typeof code === 'string' ? `${code}: ${message}` : message).slice(0, 300);
}
