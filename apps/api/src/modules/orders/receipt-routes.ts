import { idString } from '@adepa/contract/ids';
import {
  evatInvoiceSchema,
  RECEIPT_KEY_LENGTH,
  receiptQuerySchema,
  receiptSchema,
  SLIPS_MAX,
  slipsQuerySchema,
  slipsSchema,
} from '@adepa/contract/receipts';
import { mayDo } from '@adepa/contract/staff-actions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../activity/index.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { notFound } from '../../lib/http-error.ts';
import { isSignedKey, signedKey } from '../../lib/signed-key.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { writeEvatInvoice } from './receipt-repository.ts';
import { createOrderRepository } from './repository.ts';

// An order's receipt: for whoever holds its link (the key the thank-you page and tracking give
// out), its buyer signed in, and the staff who work the orders. Anyone else is told there is no
// such receipt, as if the order did not exist. The riders' slips of a day are the desk's.

export const receiptKey = (secret: string, orderId: string) =>
  signedKey(secret, 'receipt', orderId, RECEIPT_KEY_LENGTH);

export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.jwtSecret;
  const orders = createOrderRepository(app.db);

  app.get(
    '/receipt/:orderId',
    {
      onRequest: app.identifyUser,
      schema: {
        tags: ['orders'],
        summary:
          'An order’s receipt: with its link’s `key`, as its buyer signed in, or as staff working the orders',
        params: z.object({ orderId: z.string().max(40, 'That is not an order id') }),
        querystring: receiptQuerySchema,
        response: {
          200: receiptSchema,
          ...errorReplies(
            400,
            { 401: 'The token sent is not valid' },
            {
              404: 'No such receipt, or not the caller’s',
            },
          ),
        },
      },
    },
    async (request) => {
      const found = await orders.findReceipt(request.params.orderId);
      const viewer = request.viewer;
      const allowed =
        found &&
        (isSignedKey(secret, 'receipt', found.order._id, request.query.key, RECEIPT_KEY_LENGTH) ||
          (viewer && found.customerId === viewer.id) ||
          mayDo(viewer?.role, 'workOrders'));
      if (!found || !allowed) throw notFound('Receipt');
      const { customerId: _, ...receipt } = found;
      return { ...receipt, receiptKey: receiptKey(secret, found.order._id) };
    },
  );

  app.get(
    '/slips',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['orders'],
        summary: `The riders' slips of a day: its orders still to deliver, the oldest first (at most ${SLIPS_MAX})`,
        querystring: slipsQuerySchema,
        response: { 200: slipsSchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ({
      day: request.query.day,
      orders: await orders.toDeliverOn(request.query.day, SLIPS_MAX),
    }),
  );

  app.put(
    '/:orderId/evat-invoice',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['orders', 'tax'],
        summary: 'Write the number of the E-VAT invoice issued for the order onto it (the owner)',
        params: z.object({ orderId: idString }),
        body: evatInvoiceSchema,
        response: {
          200: z.object({ evatInvoice: z.string().nullable() }),
          ...errorReplies(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request) => {
      const written = await writeEvatInvoice(
        app.db,
        request.params.orderId,
        request.body.evatInvoice,
        actorOf(viewerOf(request)),
      );
      if (!written) throw notFound('Order');
      return { evatInvoice: request.body.evatInvoice };
    },
  );
};
