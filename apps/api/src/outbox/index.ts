// The outbox worker that mail and SMS both send through (claiming, leases, backoff).
export {
  backoffSeconds,
  createOutboxWorker,
  lastFailedAt,
  type OutboxLog,
  type OutboxWorker,
} from './worker.ts';
