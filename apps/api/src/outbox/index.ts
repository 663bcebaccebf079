// The outbox worker that mail and SMS both send through (claiming, leases, backoff).
export { lastFailedAt } from './repository.ts';
export {
  createOutboxWorker,
  type OutboxChannel,
  type OutboxLog,
  type OutboxWorker,
} from './worker.ts';
