import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../mail/outbox.ts';
import { applySmsLimits } from '../sms/limits.ts';
import { enqueueSms, type SmsMessage } from '../sms/outbox.ts';
import { createSmsTransport, type SmsTransport } from '../sms/transport.ts';
import { createSmsWorker, type SmsWorker } from '../sms/worker.ts';

// The SMS outbox worker runs inside the api process, as the mail one does: started when the app
// is ready, stopped (after its batch in flight) when it closes. Tests start it themselves, or
// drive `worker.runOnce()`.

export interface SmsPluginOptions {
  /** Replaces the transport chosen from the configuration (Hubtel or files). */
  transport?: SmsTransport;
  /** Start the worker when the app is ready; by default everywhere but in tests. */
  autoStart?: boolean;
}

export interface SmsService {
  /**
   * Writes SMS to the outbox through `dbOrTx`, those over the shop's SMS limits as skipped. Given the app's `db`, the worker is woken at once;
   * given a transaction, call `wake()` after it commits, or the SMS waits for the next poll.
   */
  enqueue(dbOrTx: DbOrTx, message: SmsMessage | SmsMessage[]): Promise<void>;
  /** Asks the worker to send due SMS now rather than at its next poll. */
  wake(): void;
  worker: SmsWorker;
}

export const smsPlugin = fp(
  async (app: FastifyInstance, opts: SmsPluginOptions) => {
    const log = app.log.child({ module: 'sms' });
    const transport = opts.transport ?? createSmsTransport(app.config, log);
    const worker = createSmsWorker({ db: app.db, transport, log });
    const sms: SmsService = {
      async enqueue(dbOrTx, message) {
        const { smsPerNumberPerDay: perNumberPerDay, smsPerHour: perHour } = app.config.limits;
        const limits = { perNumberPerDay, perHour };
        await enqueueSms(dbOrTx, await applySmsLimits(dbOrTx, [message].flat(), limits));
        if (dbOrTx === app.db) worker.wake();
      },
      wake: () => worker.wake(),
      worker,
    };
    app.decorate('sms', sms);

    const { gateway } = app.config.sms;
    if (gateway) {
      // The key is a secret: the log says where to read it, never what it is.
      app.addHook('onReady', async () =>
        log.info(
          { gateway: gateway.url },
          `SMS go through ${gateway.url}; its delivery reports go to ${app.config.publicUrl}/api/sms/delivery-reports/<key>, the key being SMS_REPORT_KEY or smsReportKey in DATA_DIR/secrets.json`,
        ),
      );
    }
    if (opts.autoStart ?? app.config.env !== 'test') {
      app.addHook('onReady', async () => worker.start());
    }
    app.addHook('onClose', async () => {
      await worker.stop();
      await transport.close?.();
    });
  },
  { name: 'sms' },
);
