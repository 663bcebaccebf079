import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOutboxWorker, type OutboxWorker } from '../outbox/index.ts';
import { serviceDeps } from '../plugins/service-deps.ts';
import { chargeSender } from './charge-sender.ts';
import type { PaymentGateway } from './gateway.ts';
import { createOrderPayments, type OrderPayments } from './order-payments.ts';
import type { PayableOrders } from './payable-orders.ts';
import { createPaymentChecks } from './payment-checks.ts';
import { keyDomain, paystackGateway } from './paystack.ts';
import { createRefunds, type Refunds } from './refunds.ts';

// The work of taking Mobile Money, beside the api as the mail and SMS workers are: the charges
// written with their orders sent to the gateway, the gateway's events checked and applied, refunds
// made and followed, and the sweeper that ends holds that ran out and asks after refunds. Without
// PAYSTACK_SECRET_KEY there is none (`app.payments` is null) and orders are paid on delivery only.

/** How long a call to the gateway may take before it counts as failed (and is tried again). */
const GATEWAY_TIMEOUT_MS = 20_000;
/** Charges sent to the gateway at once, by each api process. */
const CHARGES_AT_ONCE = 8;

export interface PaymentWork {
  gateway: PaymentGateway;
  /** The orders as payments see them (the orders module's port). */
  payable: PayableOrders;
  /** What happens to an order when something happens to its money. */
  orders: OrderPayments;
  /** Refunds made through the gateway and followed until it says they are done. */
  refunds: Refunds;
  /** Sends the charges written to the outbox. */
  charges: OutboxWorker;
  /** Checks and applies the gateway's events. */
  events: OutboxWorker;
  /** Asks the gateway about a charge and applies its verdict. */
  check: ReturnType<typeof createPaymentChecks>['check'];
  /** Whether the order's latest charge may still be approved on a phone (asks the gateway). */
  lastPromptOpen(orderId: string): Promise<boolean>;
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
  /** The orders' side of a payment, given by the orders module. */
  orders: PayableOrders;
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
    const orders = createOrderPayments(serviceDeps(app), opts.orders);
    const refunds = createRefunds(app.db, gateway, {
      log,
      pauseBeforeGatewayMs: app.config.faults.refundPauseMs,
    });
    const checks = createPaymentChecks(app.db, gateway, opts.orders, orders, refunds, log, {
      keyDomain: keyDomain(settings.secretKey),
      eventsKeepDays: app.config.paymentEventsKeepDays,
      failedPaymentCancelHours: app.config.limits.payments.failedPaymentCancelHours,
    });
    const events = createOutboxWorker(checks.events, { db: app.db, log });
    // Several charges at once, the newest first: a flood of orders (or a slow gateway) cannot
    // hold a shopper's prompt back until the hold it was made for has run out. A charge claimed by
    // a process that dies waits out its lease (one send's longest time and a minute).
    const charges = createOutboxWorker(chargeSender(app.db, gateway, events.wake), {
      db: app.db,
      log,
      batchSize: CHARGES_AT_ONCE,
      order: 'newest-together',
      sendTimeoutMs: GATEWAY_TIMEOUT_MS + 5_000,
    });
    app.decorate('payments', {
      gateway,
      payable: opts.orders,
      orders,
      refunds,
      charges,
      events,
      check: checks.check,
      lastPromptOpen: checks.lastPromptOpen,
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
