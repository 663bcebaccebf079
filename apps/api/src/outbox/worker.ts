import type { Db } from '../db/client.ts';
import { backoffSeconds } from './backoff.ts';
import { createOutboxRepository, type OutboxName, type OutboxRow } from './repository.ts';

// Rule: a pending row is sent once, by whichever worker claims it. Claiming is one statement
// (`for update skip locked`) that also moves next_attempt_at past the longest time the batch can
// take, so no other worker or process sees the row while it is being sent. The row is not held
// locked while it is sent: on PGlite an open transaction stalls every other query of the api. A
// process that dies mid-send leaves its rows to be retried when the lease runs out. Failures back
// off exponentially; each channel says which failures end a message for good.

/** The part of a pino/Fastify logger the outbox code uses. */
export interface OutboxLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What differs between mail and SMS: the outbox, the transport and the rule for giving up. */
export interface OutboxChannel<N extends OutboxName, Result> {
  /** Names the messages in log lines ('mail', 'SMS') and, lower-cased, their id (`mailId`). */
  noun: string;
  outbox: N;
  send(row: OutboxRow<N>): Promise<Result>;
  /** Columns written with status `sent` besides sent_at (the gateway's id of an SMS). */
  sentColumns?(result: Result): Partial<OutboxRow<N>>;
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
  /**
   * How a batch is taken and sent: the longest-due rows one after another (mail, SMS), or the
   * newest rows all at once (payment charges: a prompt is worth sending only while its shopper
   * waits, so a backlog of old ones must not hold up the one just asked for).
   */
  order?: 'longest-due' | 'newest-together';
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

export function createOutboxWorker<N extends OutboxName, Result>(
  channel: OutboxChannel<N, Result>,
  options: OutboxWorkerOptions,
): OutboxWorker {
  const { log } = options;
  const { noun } = channel;
  const outbox = createOutboxRepository(options.db, channel.outbox);
  const idKey = `${noun.toLowerCase()}Id`;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const batchSize = options.batchSize ?? 10;
  const sendTimeoutMs = options.sendTimeoutMs ?? 30_000;
  const together = options.order === 'newest-together';
  // Long enough for the batch's longest time, and a minute more.
  const leaseSeconds = Math.ceil(((together ? 1 : batchSize) * sendTimeoutMs) / 1000) + 60;

  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking = false;
  let wokenWhileTicking = false;
  let stopping = false;
  let inFlight: Promise<number> | undefined;

  async function deliver(row: OutboxRow<N>): Promise<boolean> {
    let result: Result;
    try {
      result = await withTimeout(channel.send(row), sendTimeoutMs);
    } catch (error) {
      await recordFailure(row, error);
      return false;
    }
    await outbox.markSent(row.id, channel.sentColumns?.(result));
    return true;
  }

  async function recordFailure(row: OutboxRow<N>, error: unknown) {
    const giveUp = channel.givesUp(error, row.attempts);
    const delay = backoffSeconds(row.attempts);
    const lastError = describe(error);
    await outbox.markFailed(row.id, { givenUp: giveUp, lastError, retryInSeconds: delay });
    const context = { [idKey]: row.id, attempts: row.attempts, error: lastError };
    if (giveUp) log.error(context, channel.givenUpMessage);
    else log.warn(context, `${noun} not sent: trying again in ${Math.round(delay)} s`);
  }

  async function drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await outbox.claimDue(
        batchSize,
        leaseSeconds,
        together ? 'newest' : 'longest-due',
      );
      if (together) sent += (await Promise.all(batch.map(deliver))).filter(Boolean).length;
      else for (const row of batch) if (await deliver(row)) sent++;
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
