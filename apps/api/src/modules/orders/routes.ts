import { idString } from '@adepa/contract/ids';
import {
  feeChangeMessage,
  orderTooLargeMessage,
  shortageMessage,
  unitsPerLineMessage,
} from '@adepa/contract/order-messages';
import {
  feeChangeReplySchema,
  lastDeliverySchema,
  orderPageSchema,
  orderSchema,
  placeOrderSchema,
  shortageReplySchema,
  trackedOrderSchema,
  trackOrderSchema,
} from '@adepa/contract/orders';
import { pageQuerySchema } from '@adepa/contract/paging';
import { orderPaymentSchema } from '@adepa/contract/payments';
import { mayDo } from '@adepa/contract/staff-actions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../activity/index.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { paymentKey, requesterOf, shopperPayment } from '../../payments/index.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { serviceDeps } from '../../plugins/service-deps.ts';
import { createOrderChanges } from './order-changes.ts';
import { createOrderPlacement } from './place-order.ts';
import { receiptKey } from './receipt-routes.ts';
import { createOrderRepository, findOrderPayment } from './repository.ts';
import { createShopDigest } from './shop-digest.ts';

// The buyer's side of orders. Guests may order and track; a signed-in customer sees and deletes
// only their own orders, whatever ids the request names: the customer is always the token's.

const idParams = z.object({ orderId: idString });
const MOBILE_MONEY_OFF = 'This shop does not take Mobile Money: choose Payment On Delivery.';
const KEY_REUSED =
  'This Idempotency-Key was sent before with a different order: send a new key for a new order.';
const deleteParams = z.object({ id: z.string().max(100) });
const success = z.object({ isSuccess: z.literal(true), message: z.string() });
/** An order refused as a value, with the data the shopper needs to fix it. */
const orderRefusedSchema = z
  .union([shortageReplySchema, feeChangeReplySchema])
  .describe(
    'Not enough of a product (`productId`, how many are `available`), or the delivery fee of the `region` has changed (the new `deliveryFee`)',
  );

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createOrderRepository(app.db);
  const deps = serviceDeps(app);
  const placeOrder = createOrderPlacement(deps, app.payments);
  const changes = createOrderChanges(deps);
  // The owner's digest of new orders runs beside the api, as the outbox workers do (tests drive it).
  const digest = createShopDigest(deps);
  if (app.config.env !== 'test') app.addHook('onReady', async () => digest.start(app.log));
  app.addHook('onClose', async () => digest.stop());

  app.post(
    '/customer-order',
    {
      onRequest: [app.limitAnonymousWrites, app.identifyUser],
      schema: {
        tags: ['orders'],
        summary:
          'Place an order (guests too): paid on delivery, or by Mobile Money when the shop offers it',
        body: placeOrderSchema,
        headers: z.object({
          'idempotency-key': z
            .string()
            .max(100, 'Idempotency-Key must be 16 to 100 letters, digits, - or _')
            .regex(
              /^[A-Za-z0-9_-]{16,100}$/,
              'Idempotency-Key must be 16 to 100 letters, digits, - or _',
            )
            .optional()
            .describe(
              'Random per attempt: the same request sent again under it answers the order it placed (no second order, no second charge)',
            ),
        }),
        response: {
          201: success.extend({
            order: orderSchema,
            payment: orderPaymentSchema
              .optional()
              .describe('A Mobile Money order: its payment, to follow'),
            receiptKey: z
              .string()
              .describe('The key of the order’s receipt link (/receipt/:orderId?key=)'),
            paymentKey: z
              .string()
              .optional()
              .describe(
                'A Mobile Money order: the key (header x-payment-key) to follow its payment',
              ),
          }),
          ...errorReplies(
            400,
            { 401: 'The token sent is not valid (guests send none)' },
            413,
            415,
            422,
            429,
          ),
          409: orderRefusedSchema,
        },
      },
    },
    async (request, reply) => {
      if (request.body.payment?.method === 'mobile_money' && !app.payments)
        throw new HttpError(400, MOBILE_MONEY_OFF);
      const result = await placeOrder(
        request.body,
        requesterOf(request),
        request.headers['idempotency-key'],
      );
      if (!result.ok && 'keyReused' in result) throw new HttpError(422, KEY_REUSED);
      if (!result.ok && 'tooLarge' in result)
        throw new HttpError(400, orderTooLargeMessage(app.shop.phone));
      if (!result.ok && 'tooMany' in result) {
        const { name, most } = result.tooMany;
        throw new HttpError(400, unitsPerLineMessage(name, most, app.shop.phone));
      }
      if (!result.ok && 'feeChange' in result) {
        const { region, fee } = result.feeChange;
        return reply
          .status(409)
          .send({ error: feeChangeMessage(result.feeChange), region, deliveryFee: fee });
      }
      if (!result.ok) {
        const { shortage } = result;
        return reply.status(409).send({
          error: shortageMessage(shortage),
          productId: shortage.productId,
          available: shortage.available,
          ...(shortage.variantId && { variantId: shortage.variantId }),
        });
      }
      const { order } = result;
      const placed = {
        isSuccess: true as const,
        message: 'Your order has been placed',
        order,
        receiptKey: receiptKey(app.config.jwtSecret, order._id),
      };
      if (order.payment_method !== 'mobile_money') return reply.status(201).send(placed);
      const row = await findOrderPayment(app.db, order._id);
      return reply.status(201).send({
        ...placed,
        payment: row && shopperPayment(row, Boolean(request.viewer)),
        paymentKey: paymentKey(app.config.jwtSecret, order._id),
      });
    },
  );

  app.get(
    '/get-orders-by-customer',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: "The signed-in customer's own orders, newest first (customerId is ignored)",
        querystring: pageQuerySchema.extend({ customerId: idString.optional() }),
        response: { 200: orderPageSchema, ...errorReplies(400, 401) },
      },
    },
    async (request) => repo.page(request.query.page, viewerOf(request).id),
  );

  app.get(
    '/last-delivery',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary:
          "Where the signed-in customer's latest order went (name, phone, region, area, address), for checkout to offer again; null before their first order",
        response: {
          200: z.object({ delivery: lastDeliverySchema.nullable() }),
          ...errorReplies(401),
        },
      },
    },
    async (request) => ({ delivery: await repo.lastDelivery(viewerOf(request).id) }),
  );

  app.get(
    '/get-order-by-customer/:orderId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'One of my orders',
        params: idParams,
        response: { 200: z.object({ order: orderSchema }), ...errorReplies(400, 401, 404) },
      },
    },
    async (request) => {
      const order = await repo.find(request.params.orderId);
      if (!order || order.customerId !== viewerOf(request).id) throw notFound('Order');
      const { customerId: _, ...visible } = order;
      return { order: visible };
    },
  );

  app.delete(
    '/delete-order/:id',
    {
      onRequest: [
        app.requireUser,
        app.limitPerAccount('order-deletion', app.config.limits.orderDeletionsPerHour),
      ],
      schema: {
        tags: ['orders'],
        summary:
          'Delete one of my orders (admins: any order); undelivered stock goes back. A shopper may not delete an order that is paid, awaiting payment, or being prepared or delivered',
        params: deleteParams,
        response: {
          200: success,
          ...errorReplies(400, 401, 404, 413, 415, 429, {
            409: 'The order is paid, awaiting payment, or being prepared or delivered: the shopper calls the shop instead',
          }),
        },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const order = await repo.find(request.params.id);
      const asShop = mayDo(viewer.role, 'deleteAnyOrder');
      if (!order || (!asShop && order.customerId !== viewer.id)) throw notFound('Order');
      await changes.remove(order._id, asShop ? 'admin' : 'customer', actorOf(viewer));
      return { isSuccess: true as const, message: 'You have deleted the order successfully' };
    },
  );

  app.post(
    '/track-order',
    {
      onRequest: app.limitAnonymousWrites,
      schema: {
        tags: ['orders'],
        summary: "An order's status and lines, for whoever has its id and phone number",
        body: trackOrderSchema,
        response: {
          200: z.object({
            order: trackedOrderSchema,
            receiptKey: z
              .string()
              .describe('The key of the order’s receipt link (/receipt/:orderId?key=)'),
          }),
          ...errorReplies(400, { 404: 'No order with that id and phone number' }, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const order = await repo.find(request.body.orderId);
      if (!order || order.phoneNumber !== request.body.phoneNumber) {
        throw new HttpError(404, 'We could not find an order with that id and phone number.');
      }
      return {
        order: trackedOrderSchema.parse(order),
        receiptKey: receiptKey(app.config.jwtSecret, order._id),
      };
    },
  );
};
