import type { Db } from '../db/client.ts';
import type { OutboxLog } from '../outbox/index.ts';
import { claimStatusChecks, type StatusCheckTimes } from './delivery-repository.ts';
import { FINAL_REPORTS, recordDeliveryStatus } from './delivery-status.ts';
import type { SmsStatus } from './transport.ts';

// Rule: Hubtel may never push delivery reports (its current API takes no report address per
// message), so the shop asks. A message the gateway took, with its id and no final word yet, is
// asked about first about 2 minutes after it went, then about every 15 minutes, until 48 hours
// after it went. Each round claims a bounded batch by stamping status_checked_at in one statement
// (`for update skip locked`), so several api processes never ask about the same message at once;
// a check that fails is simply asked again 15 minutes later.

const TIMES: StatusCheckTimes = {
  firstAfterSeconds: 2 * 60,
  everySeconds: 15 * 60,
  giveUpAfterHours: 48,
  finalReports: FINAL_REPORTS,
};

export interface SmsStatusCheckerOptions {
  db: Db;
  checkStatus: (gatewayId: string) => Promise<SmsStatus>;
  log: OutboxLog;
  /** How often a round runs: often enough that a message is first asked about near 2 minutes. */
  intervalMs?: number;
  /** The most messages one round asks about. */
  batchSize?: number;
}

export interface SmsStatusChecker {
  start(): void;
  /** Stops the rounds and waits for the one in flight. */
  stop(): Promise<void>;
  /** Asks about the messages due now (one batch); resolves with how many answers were recorded. */
  runOnce(): Promise<number>;
}

export function createSmsStatusChecker(options: SmsStatusCheckerOptions): SmsStatusChecker {
  const { db, checkStatus, log } = options;
  const intervalMs = options.intervalMs ?? 60_000;
  const batchSize = options.batchSize ?? 20;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<number> | undefined;

  async function round(): Promise<number> {
    let recorded = 0;
    for (const { id, gatewayId } of await claimStatusChecks(db, TIMES, batchSize)) {
      try {
        await recordDeliveryStatus(db, { id }, await checkStatus(gatewayId!));
        recorded++;
      } catch (error) {
        const problem = error instanceof Error ? error.message : String(error);
        log.warn({ smsId: id, error: problem }, 'SMS status check failed: asking again later');
      }
    }
    return recorded;
  }

  async function runOnce(): Promise<number> {
    while (inFlight) await inFlight.catch(() => 0);
    const current = round();
    inFlight = current;
    try {
      return await current;
    } finally {
      inFlight = undefined;
    }
  }

  async function tick() {
    try {
      await runOnce();
    } catch (error) {
      log.error({ err: error }, 'SMS status checks: could not read or update the outbox');
    }
    if (timer) timer = setTimeout(tick, intervalMs).unref();
  }

  return {
    start() {
      timer ??= setTimeout(tick, intervalMs).unref();
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await inFlight?.catch(() => 0);
    },
    runOnce,
  };
}
