import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';
import type { MailLog, MailTransport, OutgoingMail } from './transport.ts';

// Rule: a pending row is sent once, by whichever worker claims it. Claiming is one statement
// (`for update skip locked`) that also moves next_attempt_at past the longest time the batch can
// take, so no other worker or process sees the row while it is being sent. The row is not held
// locked during the SMTP conversation: on PGlite an open transaction stalls every other query of
// the api. A process that dies mid-send leaves its rows to be retried when the lease runs out.
// Failures back off exponentially; a mail server that cannot be reached never makes a mail fail,
// only a permanent refusal (5xx) repeated maxAttempts times does.

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  log: MailLog;
  pollIntervalMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  /** A send that takes longer counts as failed, so one stuck message cannot stall the rest. */
  sendTimeoutMs?: number;
}

export interface MailWorker {
  /** Polls for due mail until stop(); the first run is immediate. */
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

type ClaimedMail = OutgoingMail & { attempts: number };

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, log } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const batchSize = options.batchSize ?? 10;
  const maxAttempts = options.maxAttempts ?? 8;
  const sendTimeoutMs = options.sendTimeoutMs ?? 30_000;
  const leaseSeconds = Math.ceil((batchSize * sendTimeoutMs) / 1000) + 60;

  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking = false;
  let wokenWhileTicking = false;
  let stopping = false;
  let inFlight: Promise<number> | undefined;

  async function claim(): Promise<ClaimedMail[]> {
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(emailOutbox.nextAttemptAt)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(inArray(emailOutbox.id, due))
      .returning();
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async function deliver(mail: ClaimedMail): Promise<boolean> {
    try {
      await withTimeout(transport.send(mail), sendTimeoutMs);
    } catch (error) {
      await recordFailure(mail, error);
      return false;
    }
    await db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: sql`clock_timestamp()` })
      .where(eq(emailOutbox.id, mail.id));
    return true;
  }

  async function recordFailure(mail: ClaimedMail, error: unknown) {
    const giveUp = isPermanent(error) && mail.attempts >= maxAttempts;
    const delay = backoffSeconds(mail.attempts);
    const lastError = describe(error);
    await db
      .update(emailOutbox)
      .set({
        status: giveUp ? 'failed' : 'pending',
        lastError,
        nextAttemptAt: sql`clock_timestamp() + make_interval(secs => ${delay})`,
      })
      .where(eq(emailOutbox.id, mail.id));
    const context = { mailId: mail.id, attempts: mail.attempts, error: lastError };
    if (giveUp) log.error(context, 'mail refused too often: given up');
    else log.warn(context, `mail not sent: trying again in ${Math.round(delay)} s`);
  }

  async function drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claim();
      for (const mail of batch) if (await deliver(mail)) sent++;
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
      log.error({ err: error }, 'mail worker: could not read or update the outbox; will retry');
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

/** A 5xx answer: the server understood and refused; anything else may well pass later. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500;
}

function describe(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return (typeof code === 'string' ? `${code}: ${message}` : message).slice(0, 300);
}
