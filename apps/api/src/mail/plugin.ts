import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../db/client.ts';
import type { Statement } from '../lib/one-statement.ts';
import { enqueueMail, type MailMessage } from './outbox.ts';
import { mailInsert } from './repository.ts';
import { createTransport, type MailTransport } from './transport.ts';
import { createMailWorker, type MailWorker } from './worker.ts';

// The outbox worker runs inside the api process: started when the app is ready, stopped (after
// its batch in flight) when it closes. Tests start it themselves, or drive `worker.runOnce()`.

export interface MailPluginOptions {
  /** Replaces the transport chosen from the configuration (SMTP or files). */
  transport?: MailTransport;
  /** Start the worker when the app is ready; by default everywhere but in tests. */
  autoStart?: boolean;
}

export interface MailService {
  /**
   * Writes a mail to the outbox through `dbOrTx`. Given the app's `db`, the worker is woken at
   * once; given a transaction, call `wake()` after it commits, or the mail waits for the next poll.
   */
  enqueue(dbOrTx: DbOrTx, mail: MailMessage | MailMessage[]): Promise<void>;
  /**
   * The insert that writes these mails to the outbox, for the caller to run in its transaction
   * with its other writes (lib/one-statement.ts), then `wake()` after the commit.
   */
  outboxInsert(tx: DbOrTx, mails: MailMessage[]): Statement | undefined;
  /** Asks the worker to send due mail now rather than at its next poll. */
  wake(): void;
  worker: MailWorker;
}

export const mailPlugin = fp(
  async (app: FastifyInstance, opts: MailPluginOptions) => {
    const log = app.log.child({ module: 'mail' });
    const transport = opts.transport ?? createTransport(app.config, log);
    const worker = createMailWorker({ db: app.db, transport, log });
    const mail: MailService = {
      async enqueue(dbOrTx, message) {
        await enqueueMail(dbOrTx, message);
        if (dbOrTx === app.db) worker.wake();
      },
      outboxInsert: (tx, mails) => mailInsert(tx, mails)?.getSQL(),
      wake: () => worker.wake(),
      worker,
    };
    app.decorate('mail', mail);

    if (opts.autoStart ?? app.config.env !== 'test') {
      app.addHook('onReady', async () => worker.start());
    }
    app.addHook('onClose', async () => {
      await worker.stop();
      await transport.close?.();
    });
  },
  { name: 'mail' },
);
