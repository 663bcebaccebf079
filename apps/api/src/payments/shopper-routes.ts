import {
  chargedWalletSchema,
  orderPaymentSchema,
  VOUCHER_REFUSED,
  voucherSchema,
} from '@adepa/contract/payments';
import { mayDo } from '@adepa/contract/staff-actions';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GatewayUnavailable, PaymentRefused } from '../lib/domain-errors.ts';
import { errorReplies } from '../lib/error-replies.ts';
import { notFound } from '../lib/http-error.ts';
import { chargeAnswer, checkWhenSettled } from './charge-sender.ts';
import { PaymentGatewayError } from './gateway.ts';
import { guestWalletCode } from './guest-wallet.ts';
import { isPaymentKey, shopperPayment, walletsWithoutCode } from './payment-view.ts';
import { recordChargeStep } from './repository.ts';
import { requesterOf } from './requester.ts';

// The shopper's side of a Mobile Money payment: follow it, type Telecel's voucher, try again after
// a failure, or choose payment on delivery instead. Whoever placed the order may: the customer
// signed in (or an admin), or a guest with the order's payment key (header x-payment-key), which
// only the reply to the order carried. Anyone else is told there is no such order. Without a
// payment gateway these routes answer as unknown addresses do. They live under the orders' prefix
// (/api/orders/:orderId/payment), as the order's own.

const params = z.object({ orderId: z.string().trim().min(1).max(40) });
const reply = z.object({ payment: orderPaymentSchema });
const KEY_HEADER = 'x-payment-key';

export const shopperPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.jwtSecret;

  /** The payment of the order the caller placed, by the order's id or number, or 404. */
  async function payersOrder(request: FastifyRequest) {
    const order = await app.payments!.payable.findPayment(
      app.db,
      (request.params as z.infer<typeof params>).orderId,
    );
    const viewer = request.viewer;
    const owner =
      order &&
      ((viewer && (mayDo(viewer.role, 'payAnyOrder') || viewer.id === order.customerId)) ||
        isPaymentKey(secret, order.id, request.headers[KEY_HEADER]));
    if (!order || !owner) throw notFound('Order');
    return order;
  }

  /** The order's payment as it stands after a change. */
  async function paymentOf(request: FastifyRequest, orderId: string) {
    const row = await app.payments!.payable.findPayment(app.db, orderId);
    if (!row) throw notFound('Order');
    return { payment: shopperPayment(row, Boolean(request.viewer)) };
  }

  app.addHook('onRequest', async (_request, reply) => {
    if (!app.payments) return reply.callNotFound();
  });

  const headers = z.object({ [KEY_HEADER]: z.string().max(100).optional() });

  app.get(
    '/:orderId/payment',
    {
      onRequest: app.identifyUser,
      schema: {
        tags: ['payments'],
        summary: "An order's Mobile Money payment: what the shopper must do, or what became of it",
        params,
        headers,
        response: { 200: reply, ...errorReplies(400, 401, 404) },
      },
    },
    async (request) => ({
      payment: shopperPayment(await payersOrder(request), Boolean(request.viewer)),
    }),
  );

  app.post(
    '/:orderId/payment/voucher',
    {
      onRequest: [app.limitAnonymousWrites, app.identifyUser],
      schema: {
        tags: ['payments'],
        summary: 'The voucher Telecel Cash gave the shopper, for the charge waiting for it',
        params,
        headers,
        body: voucherSchema,
        response: { 200: reply, ...errorReplies(400, 401, 404, 409, 413, 415, 429, 502) },
      },
    },
    async (request) => {
      const row = await payersOrder(request);
      const work = app.payments!;
      if (row.status !== 'awaiting_payment' || row.charge?.step !== 'voucher')
        throw new PaymentRefused('This payment is not waiting for a voucher.');
      let answer: ReturnType<typeof chargeAnswer>;
      try {
        answer = chargeAnswer(
          await work.gateway.submitVoucher(row.charge.reference, request.body.voucher),
        );
      } catch (error) {
        if (!(error instanceof PaymentGatewayError)) throw error;
        // The gateway's own words go to the log; the shopper reads the shop's sentence.
        request.log.warn({ reference: row.charge.reference, err: error }, 'Voucher not taken');
        if (error.retryable) throw new GatewayUnavailable(error.message);
        throw new PaymentRefused(VOUCHER_REFUSED);
      }
      await recordChargeStep(app.db, row.charge.reference, answer.step, answer);
      await checkWhenSettled(app.db, row.charge.reference, answer, work.events.wake);
      return paymentOf(request, row.id);
    },
  );

  app.post(
    '/:orderId/payment/retry',
    {
      onRequest: [app.limitAnonymousWrites, app.identifyUser],
      schema: {
        tags: ['payments'],
        summary:
          'Try Mobile Money again after a failed payment (a new charge, the stock held again)',
        params,
        headers,
        body: chargedWalletSchema,
        response: { 200: reply, ...errorReplies(400, 401, 404, 409, 413, 415, 429) },
      },
    },
    async (request) => {
      const order = await payersOrder(request);
      const work = app.payments!;
      const requester = requesterOf(request);
      // A guest's new prompt to a wallet neither the order's phone nor charged before needs the
      // code texted to it.
      const walletCodeId = await guestWalletCode(
        app.db,
        secret,
        request.body,
        requester,
        walletsWithoutCode(order),
        'walletCode',
      );
      const previousOpen = await work.lastPromptOpen(order.id);
      await work.orders.retry(order, request.body, requester, previousOpen, walletCodeId);
      work.wake();
      return paymentOf(request, order.id);
    },
  );

  app.post(
    '/:orderId/payment/on-delivery',
    {
      onRequest: [app.limitAnonymousWrites, app.identifyUser],
      schema: {
        tags: ['payments'],
        summary: 'Pay on delivery instead of by Mobile Money',
        params,
        headers,
        response: { 200: reply, ...errorReplies(400, 401, 404, 409, 413, 415, 429) },
      },
    },
    async (request) => {
      const order = await payersOrder(request);
      await app.payments!.orders.apply(
        order.id,
        { kind: 'pay-on-delivery' },
        { refusals: 'throw' },
      );
      return paymentOf(request, order.id);
    },
  );
};
