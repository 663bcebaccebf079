import type { Db } from '../db/client.ts';
import { smsOutbox } from '../db/schema.ts';
import { createOutboxWorker, type OutboxLog, type OutboxWorker } from '../outbox/worker.ts';
import { SmsGatewayError, type SmsTransport } from './transport.ts';

// SMS go through the shared outbox worker (claiming, leases, backoff: outbox/worker.ts). The rule
// of this channel: an SMS the gateway refuses for good (an invalid number: HTTP 400, 404 or 422,
// or a refusal status in its answer) fails at once with the gateway's reason. Anything else (our
// credentials refused, 429, 5xx, no answer, no connection) is retried with backoff for ever: an
// SMS is never lost while the gateway is down.

export interface SmsWorkerOptions {
  db: Db;
  transport: SmsTransport;
  log: OutboxLog;
  pollIntervalMs?: number;
  batchSize?: number;
  /** A send that takes longer counts as failed, so one stuck message cannot stall the rest. */
  sendTimeoutMs?: number;
}

export type SmsWorker = OutboxWorker;

const REFUSED_FOR_GOOD = new Set([400, 404, 422]);

export function isPermanentSmsFailure(error: unknown): boolean {
  return (
    error instanceof SmsGatewayError &&
    (error.refused || REFUSED_FOR_GOOD.has(error.statusCode ?? 0))
  );
}

export function createSmsWorker(options: SmsWorkerOptions): SmsWorker {
  const { transport, ...workerOptions } = options;
  return createOutboxWorker(
    {
      noun: 'SMS',
      table: smsOutbox,
      send: (sms) => transport.send(sms),
      sentColumns: ({ gatewayId }) => ({ gatewayId }),
      givesUp: (error) => isPermanentSmsFailure(error),
      givenUpMessage: 'SMS refused by the gateway: not sent',
    },
    workerOptions,
  );
}
