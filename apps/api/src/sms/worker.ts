import type { Db } from '../db/client.ts';
import { createOutboxWorker, type OutboxLog, type OutboxWorker } from '../outbox/index.ts';
import { SmsGatewayError, type SmsTransport } from './transport.ts';

// SMS go through the shared outbox worker (claiming, leases, backoff: outbox/worker.ts). The rule
// of this channel: an SMS whose own number or content the gateway refuses fails at once; every
// other failure (the account, its settings, the gateway down or silent) holds it and it is retried
// with backoff for ever, its cause in last_error. Which answer is which: sms/hubtel-answers.ts.

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

export function isPermanentSmsFailure(error: unknown): boolean {
  return error instanceof SmsGatewayError && error.final;
}

export function createSmsWorker(options: SmsWorkerOptions): SmsWorker {
  const { transport, ...workerOptions } = options;
  return createOutboxWorker(
    {
      noun: 'SMS',
      outbox: 'sms',
      send: (sms) => transport.send(sms),
      sentColumns: ({ gatewayId, price }) => ({ gatewayId, price }),
      givesUp: (error) => isPermanentSmsFailure(error),
      givenUpMessage: 'SMS refused by the gateway: not sent',
    },
    workerOptions,
  );
}
