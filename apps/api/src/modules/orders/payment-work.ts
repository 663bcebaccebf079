import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOutboxWorker, type OutboxWorker } from '../../outbox/index.ts';
import {
  chargeSender,
  keyDomain,
  type PaystackGateway,
  paystackGateway,
} from '../../payments/index.ts';
import { serviceDeps } from '../../plugins/service-deps.ts';
import { createOrderPayments, type OrderPayments } from './order-payments.ts';
import { createPaymentChecks } from './payment-checks.ts';

// The work of taking Mobile Money, beside the api as the mail and SMS workers are: the charges
// written with their orders sent to the gateway, the gateway's events checked and applied, and the
// sweeper that ends holds that ran out. Without PAYSTACK_SECRET_KEY there is none (`app.payments`
// is null) and orders are paid on delivery only.

/** How long a call to the gateway may take before it counts as failed (and is tried again). */
const GATEWAY_TIMEOUT_MS = 20_000;

export interface PaymentWork {
  gateway: PaystackGateway;
  orders: OrderPayments;
  /** Sends the charges written to the outbox. */
  charges: OutboxWorker;
  /** Checks and applies the gateway's events. */
  events: OutboxWorker;
  /** Asks the gateway about a charge and applies its verdict. */
  check: ReturnType<typeof createPaymentChecks>['check'];
  /** One pass of the sweeper (tests drive it; the api runs it every few seconds). */
  sweep(): Promise<number>;
  /** Asks both workers to run now rather than at their next poll. */
  wake(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentWork | null;
  }
}

export interface PaymentWorkOptions {
  /** Starts the workers when the api is ready (default: everywhere but tests, which drive them). */
  autoStart?: boolean;
}

export const paymentWorkPlugin = fp(
  async (app: FastifyInstance, opts: PaymentWorkOptions) => {
    const settings = app.config.paystack;
    if (!settings) {
      app.decorate('payments', null);
      return;
    }
    const log = app.log.child({ module: 'payments' });
    const gateway = paystackGateway(settings, GATEWAY_TIMEOUT_MS);
    const orders = createOrderPayments(serviceDeps(app));
    const checks = createPaymentChecks(app.db, gateway, orders, log, {
      keyDomain: keyDomain(settings.secretKey),
      eventsKeepDays: app.config.paymentEventsKeepDays,
    });
    const events = createOutboxWorker(checks.events, { db: app.db, log });
    // One charge per claim: a charge claimed by a process that dies waits out its lease (the
    // batch's longest time and a minute) before another sends it, so the lease is kept short.
    const charges = createOutboxWorker(chargeSender(app.db, gateway, events.wake), {
      db: app.db,
      log,
      batchSize: 1,
      sendTimeoutMs: GATEWAY_TIMEOUT_MS + 5_000,
    });
    app.decorate('payments', {
      gateway,
      orders,
      charges,
      events,
      check: checks.check,
      sweep: checks.sweep,
      wake() {
        charges.wake();
        events.wake();
      },
    });
    app.addHook('onReady', async () =>
      log.info(
        { gateway: settings.url },
        `Mobile Money is offered at checkout, through ${settings.url}; the gateway's webhook URL is ${app.config.publicUrl}/api/payments/paystack/webhook`,
      ),
    );
    if (opts.autoStart ?? app.config.env !== 'test') {
      app.addHook('onReady', async () => {
        charges.start();
        events.start();
        checks.start();
      });
    }
    app.addHook('onClose', async () => {
      await Promise.all([charges.stop(), events.stop(), checks.stop()]);
    });
  },
  { name: 'payments', dependencies: ['mail', 'sms'] },
);
