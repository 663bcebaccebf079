import type { Db } from '../db/client.ts';
import { createOutboxWorker, type OutboxWorker } from '../outbox/index.ts';
import type { MailLog, MailTransport } from './transport.ts';

// Mail goes through the shared outbox worker (claiming, leases, backoff: outbox/worker.ts). The
// rule of this channel: a mail server that cannot be reached never makes a mail fail, only a
// permanent refusal (a 5xx answer) repeated maxAttempts times does.

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

export type MailWorker = OutboxWorker;

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { transport, maxAttempts = 8, ...workerOptions } = options;
  return createOutboxWorker(
    {
      noun: 'mail',
      outbox: 'mail',
      send: (mail) => transport.send(mail),
      givesUp: (error, attempts) => isPermanent(error) && attempts >= maxAttempts,
      givenUpMessage: 'mail refused too often: given up',
    },
    workerOptions,
  );
}

/** A 5xx answer: the server understood and refused; anything else may well pass later. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500;
}
