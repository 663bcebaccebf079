import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../db/client.ts';
import type { Statement } from '../lib/one-statement.ts';
import { applySmsLimits } from './limits.ts';
import { enqueueSms, type SmsMessage } from './outbox.ts';
import { smsInsert } from './repository.ts';
import { createSmsStatusChecker, type SmsStatusChecker } from './status-checks.ts';
import { createSmsTransport, type SmsTransport } from './transport.ts';
import { createSmsWorker, type SmsWorker } from './worker.ts';

// The SMS outbox worker runs inside the api process, as the mail one does: started when the app
// is ready, stopped (after its batch in flight) when it closes; with a gateway, so do the status
// checks of sent messages. Tests start them themselves, or drive their `runOnce()`.

export interface SmsPluginOptions {
  /** Replaces the transport chosen from the configuration (Hubtel or files). */
  transport?: SmsTransport;
  /** Start the worker when the app is ready; by default everywhere but in tests. */
  autoStart?: boolean;
}

export interface SmsService {
  /**
   * Writes SMS to the outbox through `dbOrTx`, those over the shop's SMS limits as skipped, and
   * answers them as written (one a limit held back carries its `skipReason`), for a caller that
   * must tell its user whether the SMS goes. Given the app's `db`, the worker is woken at once;
   * given a transaction, call `wake()` after it commits, or the SMS waits for the next poll.
   */
  enqueue(dbOrTx: DbOrTx, message: SmsMessage | SmsMessage[]): Promise<SmsMessage[]>;
  /**
   * The insert that writes these SMS to the outbox, the limits applied (through `tx`, whose locks
   * it holds until it ends), for the caller to run in `tx` with its other writes
   * (lib/one-statement.ts), then `wake()` after the commit.
   */
  outboxInsert(tx: DbOrTx, messages: SmsMessage[]): Promise<Statement | undefined>;
  /** Asks the worker to send due SMS now rather than at its next poll. */
  wake(): void;
  worker: SmsWorker;
  /** Asks the gateway what became of sent messages; none without a gateway. */
  statusChecks: SmsStatusChecker | undefined;
}

export const smsPlugin = fp(
  async (app: FastifyInstance, opts: SmsPluginOptions) => {
    const log = app.log.child({ module: 'sms' });
    const transport = opts.transport ?? createSmsTransport(app.config, log);
    const worker = createSmsWorker({ db: app.db, transport, log });
    const checkStatus = transport.checkStatus?.bind(transport);
    const statusChecks = checkStatus && createSmsStatusChecker({ db: app.db, checkStatus, log });
    const limited = (dbOrTx: DbOrTx, messages: SmsMessage[]) => {
      const { smsPerNumberPerDay: perNumberPerDay, smsPerHour: perHour } = app.config.limits;
      return applySmsLimits(dbOrTx, messages, { perNumberPerDay, perHour });
    };
    const sms: SmsService = {
      async enqueue(dbOrTx, message) {
        const written = await limited(dbOrTx, [message].flat());
        await enqueueSms(dbOrTx, written);
        if (dbOrTx === app.db) worker.wake();
        return written;
      },
      // The statement, not the query builder: a builder handed through a promise would run.
      outboxInsert: async (tx, messages) => smsInsert(tx, await limited(tx, messages))?.getSQL(),
      wake: () => worker.wake(),
      worker,
      statusChecks,
    };
    app.decorate('sms', sms);

    const { gateway } = app.config.sms;
    if (gateway) {
      // The key is a secret: the log says where to read it, never what it is.
      app.addHook('onReady', async () =>
        log.info(
          { gateway: gateway.url },
          `SMS go through ${gateway.url}, which the shop asks what became of each; an account that pushes delivery reports sends them to ${app.config.publicUrl}/api/sms/delivery-reports/<key>, the key being SMS_REPORT_KEY or smsReportKey in DATA_DIR/secrets.json`,
        ),
      );
    }
    if (opts.autoStart ?? app.config.env !== 'test') {
      app.addHook('onReady', async () => {
        worker.start();
        statusChecks?.start();
      });
    }
    app.addHook('onClose', async () => {
      await Promise.all([worker.stop(), statusChecks?.stop()]);
      await transport.close?.();
    });
  },
  { name: 'sms' },
);
