import { activityEntrySchema, activitySubject, orderNoteSchema } from '@adepa/contract/activity';
import { idString } from '@adepa/contract/ids';
import { orderSearchQuerySchema } from '@adepa/contract/order-search';
import {
  adminDashboardSchema,
  adminOrderPageSchema,
  adminOrderSchema,
  orderSchema,
  orderSmsSchema,
  salesReportSchema,
  statusUpdateSchema,
} from '@adepa/contract/orders';
import { pageQuerySchema } from '@adepa/contract/paging';
import {
  adminOrderPaymentSchema,
  openRefundSchema,
  recordRefundSchema,
  refundSchema,
} from '@adepa/contract/payments';
import { taxReportQuerySchema, taxReportSchema } from '@adepa/contract/tax-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, recordActivity } from '../../activity/index.ts';
import { csvReply, sendCsv } from '../../lib/csv.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { notFound } from '../../lib/http-error.ts';
import {
  adminOrderPayment,
  countOpenRefunds,
  openRefundReplies,
  paymentsDashboard,
  recordRefund,
} from '../../payments/index.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { serviceDeps } from '../../plugins/service-deps.ts';
import { smsDashboard, smsOfOrder } from '../../sms/index.ts';
import { createProductRepository } from '../products/index.ts';
import { createUserRepository } from '../users/index.ts';
import { createOrderChanges } from './order-changes.ts';
import { ordersCsv, salesReport, taxCsv, taxReport } from './reports.ts';
import { createOrderRepository, findOrderRow } from './repository.ts';

const strip = <T extends { customerId: string | null }>({ customerId: _, ...order }: T) => order;

export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff);
  const repo = createOrderRepository(app.db);
  const products = createProductRepository(app.db);
  const users = createUserRepository(app.db);
  const changes = createOrderChanges(serviceDeps(app));
  const idParams = z.object({ orderId: idString });

  app.get(
    '/get-orders',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Orders, newest first, found by number, phone (written any way) or part of the name, and by delivery status, payment status and days (inclusive); `count` is how many match (a paid order whose money is in doubt says why)',
        querystring: orderSearchQuerySchema,
        response: { 200: adminOrderPageSchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, ...search } = request.query;
      return repo.adminPage(page, search);
    },
  );

  app.get(
    '/get-order-by-admin/:orderId',
    {
      schema: {
        tags: ['orders'],
        summary: 'Any order',
        params: idParams,
        response: { 200: adminOrderSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const order = await repo.findForAdmin(request.params.orderId);
      if (!order) throw notFound('Order');
      return order;
    },
  );

  app.get(
    '/get-order-messages/:orderId',
    {
      schema: {
        tags: ['orders'],
        summary: 'The SMS sent about an order: when, to whom, and whether they arrived',
        params: idParams,
        response: { 200: z.array(orderSmsSchema), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await repo.find(request.params.orderId))) throw notFound('Order');
      return smsOfOrder(app.db, request.params.orderId);
    },
  );

  app.post(
    '/:orderId/notes',
    {
      schema: {
        tags: ['orders', 'activity'],
        summary:
          "Write a private staff note on an order (the buyer never sees it): it joins the order's history in the activity log",
        params: idParams,
        body: orderNoteSchema,
        response: { 201: activityEntrySchema, ...errorReplies(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const order = await repo.find(request.params.orderId);
      if (!order) throw notFound('Order');
      const entry = await recordActivity(app.db, actorOf(viewerOf(request)), {
        action: 'order.note',
        subject: activitySubject('order', order._id),
        reason: request.body.note,
      });
      return reply.status(201).send(entry);
    },
  );

  app.get(
    '/get-order-payment/:orderId',
    {
      schema: {
        tags: ['orders', 'payments'],
        summary: "An order's payment: its Mobile Money charges and the money owed back",
        params: idParams,
        response: {
          200: z.object({ payment: adminOrderPaymentSchema }),
          ...errorReplies(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const order = await repo.find(request.params.orderId);
      const row = order && (await findOrderRow(app.db, order._id));
      if (!row) throw notFound('Order');
      return { payment: await adminOrderPayment(app.db, row) };
    },
  );

  app.post(
    '/record-refund/:refundId',
    {
      schema: {
        tags: ['orders', 'payments'],
        summary:
          'Start a refund owed (or failed): through the gateway now (`gateway`; the refund answered is usually `processing` until the gateway finishes it), or record it made by hand on its dashboard (`dashboard`)',
        params: z.object({ refundId: idString }),
        body: recordRefundSchema,
        response: {
          200: z.object({ refund: refundSchema }),
          ...errorReplies(400, 401, 403, 404, 413, 415, {
            409: 'The refund is made already, on its way through the gateway (a second click), waiting for the owner on the gateway, or the shop has no gateway to make it',
            502: 'The gateway refused or failed to make the refund',
          }),
        },
      },
    },
    async (request) => ({
      refund: await recordRefund(
        app.db,
        app.payments?.refunds,
        request.params.refundId,
        request.body.how,
        actorOf(viewerOf(request)),
      ),
    }),
  );

  app.get(
    '/open-refunds',
    {
      schema: {
        tags: ['orders', 'payments'],
        summary:
          "Every refund not yet made (owed, on its way, failed, needing attention), deleted orders' included, oldest first",
        response: {
          200: z.object({ refunds: z.array(openRefundSchema) }),
          ...errorReplies(401, 403),
        },
      },
    },
    async () => ({ refunds: await openRefundReplies(app.db) }),
  );

  app.post(
    '/status-update/:orderId',
    {
      schema: {
        tags: ['orders'],
        summary: "Change an order's delivery status (stock follows; delivered means paid)",
        params: idParams,
        body: statusUpdateSchema,
        response: {
          200: orderSchema,
          ...errorReplies(400, 401, 403, 404, 413, 415, {
            409: 'A cancelled order cannot be reopened: one of its products ran short, or its money is owed back or refunded',
          }),
        },
      },
    },
    async (request) => {
      const order = await repo.find(request.params.orderId);
      if (!order) throw notFound('Order');
      return strip(
        await changes.setStatus(order._id, request.body.status, actorOf(viewerOf(request))),
      );
    },
  );

  app.get(
    '/admin-stats',
    {
      schema: {
        tags: ['orders'],
        summary: 'Orders and revenue per day (30 days), sales by region, and products running low',
        response: { 200: salesReportSchema, ...errorReplies(401, 403) },
      },
    },
    async () => salesReport(app.db, app.config.lowStockThreshold),
  );

  app.get(
    '/export.csv',
    {
      schema: {
        tags: ['orders'],
        summary: 'Every order line, as a spreadsheet (CSV, UTF-8)',
        response: { 200: csvReply, ...errorReplies(401, 403) },
      },
    },
    async (_request, reply) => sendCsv(reply, 'orders', await ordersCsv(app.db)),
  );

  app.get(
    '/tax-report',
    {
      schema: {
        tags: ['orders', 'tax'],
        summary:
          'A month’s sales and the tax they include, by levy (VAT, NHIL, GETFund), for the accountant',
        querystring: taxReportQuerySchema,
        response: { 200: taxReportSchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => taxReport(app.db, request.query.month),
  );

  app.get(
    '/tax-report.csv',
    {
      schema: {
        tags: ['orders', 'tax'],
        summary:
          'A month’s sales one by one with the tax each includes, and their totals (CSV, UTF-8)',
        querystring: taxReportQuerySchema,
        response: { 200: csvReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request, reply) =>
      sendCsv(reply, `tax-${request.query.month}`, await taxCsv(app.db, request.query.month)),
  );

  app.get(
    '/admin-dashboard',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Counts for the dashboard (refunds not yet made among them), a page of recent orders, and SMS held or sent this month',
        querystring: pageQuerySchema,
        response: { 200: adminDashboardSchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      const [productCount, customers, orderCounts, recent, sms, payments, openRefunds] =
        await Promise.all([
          products.count(),
          users.customerCount(),
          repo.statusCounts(),
          repo.adminPage(request.query.page),
          smsDashboard(app.db, app.config.limits.smsPerHour),
          app.payments ? paymentsDashboard(app.db) : null,
          countOpenRefunds(app.db),
        ]);
      return {
        totalProducts: productCount,
        customers,
        orders: orderCounts.total,
        pendingOrders: orderCounts.pending,
        delivered: orderCounts.delivered,
        processing: orderCounts.processing,
        cancelledOrders: orderCounts.cancelled,
        openRefunds,
        flaggedOrders: orderCounts.flagged,
        recentOrders: recent.orders,
        currentPage: recent.currentPage,
        numberOfPages: recent.numberOfPages,
        sms,
        payments,
      };
    },
  );
};
