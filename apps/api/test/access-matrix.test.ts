import { randomUUID } from 'node:crypto';
import { defaultDeliveryPricing } from '@adepa/contract/delivery-fees';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTotp } from '../src/modules/two-step/repository.ts';
import { STAFF_ROUTES } from '../src/plugins/staff-routes.ts';
import { type Account, bearer, PASSWORD, signUp, signUpAdmin } from './helpers/accounts.ts';
import { declaredStatuses, undeclared } from './helpers/declared-replies.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { multipart } from './helpers/multipart.ts';
import { address, placeOrder } from './helpers/orders.ts';
import { png } from './helpers/pictures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { appCode, askForKey, turnOnTwoStep } from './helpers/two-step.ts';

// Who may call what: one row per route, with the status each caller gets. Every route the api
// registers must have a row, so a new route cannot ship without a decision about its callers.
// Owner-only routes are called on customer A's things, so customer B stands for "another customer".
// Every status a route gives here must be declared in its schema, so the API docs tell the truth.

type Who = 'visitor' | 'customerA' | 'customerB' | 'owner' | 'ordersDesk' | 'catalogueDesk';
const WHO: Who[] = ['visitor', 'customerA', 'customerB', 'owner', 'ordersDesk', 'catalogueDesk'];
type Call = Omit<InjectOptions, 'method' | 'url'> & { url: string };

const everyone = (status: number) => WHO.map(() => status);
const signedIn = (status = 200) => [401, status, status, status, status, status];
/** Staff routes: the owner's alone, or the owner's and one desk's. */
const ownerOnly = (status = 200) => [401, 403, 403, status, 403, 403];
const ordersDesk = (status = 200) => [401, 403, 403, status, status, 403];
const catalogueDesk = (status = 200) => [401, 403, 403, status, 403, status];
const everyStaff = (status = 200) => [401, 403, 403, status, status, status];

let t: TestApp;
let a: Account;
let b: Account;
let admin: Account;
let ordersStaff: Account;
let catalogueStaff: Account;
let categoryId: string;
let productId: string;
let declared: Map<string, Set<number>>;

const accountOf = (who: Who) =>
  ({
    visitor: undefined,
    customerA: a,
    customerB: b,
    owner: admin,
    ordersDesk: ordersStaff,
    catalogueDesk: catalogueStaff,
  })[who];
const newProduct = async () => (await insertProduct(t.db, { categoryId, stock: 1000 })).id;
const newPicture = async (kind: 'product' | 'category') =>
  t.app.images.save(await png(100, 100), kind);
const dataUrl = async () => `data:image/png;base64,${(await png(100, 100)).toString('base64')}`;
const ordersOfA = async () =>
  (await placeOrder(t.app, [{ _id: productId, qty: 1 }], a)).json().order;
const newUser = async () => (await signUp(t.app, 'Someone Else')).session._id;
const isStaff = (who: Who) => ['owner', 'ordersDesk', 'catalogueDesk'].includes(who);
/** A staff caller with no second factor (any other caller as it is). */
const withoutTwoStep = async (who: Who) => {
  const account = accountOf(who);
  if (account && isStaff(who)) await removeTotp(t.db, account.session._id);
  return isStaff(who) ? account : undefined;
};
/** A staff caller's current code from a fresh key put in force (a made-up one for others). */
const codeOf = async (who: Who) => {
  const account = accountOf(who);
  if (!account || !isStaff(who)) return '123456';
  return appCode((await turnOnTwoStep(t.app, t.db, account)).secret);
};

const matrix: Record<string, { expect: number[]; call: (who: Who) => Promise<Call> | Call }> = {
  'GET /api/health': { expect: everyone(200), call: () => ({ url: '/api/health' }) },
  'GET /robots.txt': { expect: everyone(200), call: () => ({ url: '/robots.txt' }) },
  'GET /sitemap.xml': { expect: everyone(200), call: () => ({ url: '/sitemap.xml' }) },
  'GET /api/category/categories': {
    expect: everyone(200),
    call: () => ({ url: '/api/category/categories' }),
  },
  'GET /api/category/category/:id': {
    expect: everyone(200),
    call: () => ({ url: `/api/category/category/${categoryId}` }),
  },
  'GET /api/products/allProducts': {
    expect: everyone(200),
    call: () => ({ url: '/api/products/allProducts?page=1' }),
  },
  'GET /api/products/new': { expect: everyone(200), call: () => ({ url: '/api/products/new' }) },
  'GET /api/products/get-product-details/:id': {
    expect: everyone(200),
    call: () => ({ url: `/api/products/get-product-details/${productId}` }),
  },
  'GET /api/products/:id': {
    expect: everyone(200),
    call: () => ({ url: `/api/products/${productId}` }),
  },
  'GET /api/home/query-products': {
    expect: everyone(200),
    call: () => ({ url: '/api/home/query-products?searchValue=product' }),
  },
  'GET /api/home/price-range-latest-product': {
    expect: everyone(200),
    call: () => ({ url: '/api/home/price-range-latest-product' }),
  },
  'GET /api/home/get-products': {
    expect: everyone(200),
    call: () => ({ url: '/api/home/get-products' }),
  },
  'GET /api/products/customer/get-reviews/:productId': {
    expect: everyone(200),
    call: () => ({ url: `/api/products/customer/get-reviews/${productId}` }),
  },
  'POST /api/products/customer/submit-reviews': {
    expect: signedIn(201),
    call: () => ({
      url: '/api/products/customer/submit-reviews',
      payload: { productId, rating: 4, review: 'Fine' },
    }),
  },

  'GET /api/products/admin-products': {
    expect: catalogueDesk(),
    call: () => ({ url: '/api/products/admin-products?q=a&low=1' }),
  },
  'GET /api/products/export.csv': {
    expect: catalogueDesk(),
    call: () => ({ url: '/api/products/export.csv' }),
  },
  'POST /api/products/add-products': {
    expect: catalogueDesk(201),
    call: async () => ({
      url: '/api/products/add-products',
      payload: {
        name: `Product ${randomUUID()}`,
        description: 'A product for the matrix.',
        price: 10,
        discount: 9,
        stock: 3,
        category: 'Matrix',
        image: [(await newPicture('product')).secure_url],
      },
    }),
  },
  'PUT /api/products/update-product-details/:id': {
    expect: catalogueDesk(),
    call: () => ({
      url: `/api/products/update-product-details/${productId}`,
      payload: { stock: 1000 },
    }),
  },
  'PUT /api/products/:id/variants': {
    expect: catalogueDesk(),
    call: async () => ({
      url: `/api/products/${await newProduct()}/variants`,
      payload: {
        stockPerVariant: true,
        variants: [
          { size: 'M', color: 'Green', stock: 4 },
          { size: 'L', color: 'Green', stock: 0 },
        ],
        reason: 'stock_count',
      },
    }),
  },
  'PUT /api/products/update-product-image/:id': {
    expect: catalogueDesk(),
    call: async () => ({
      url: `/api/products/update-product-image/${await newProduct()}`,
      payload: { selectedImage: [await dataUrl()] },
    }),
  },
  'DELETE /api/products/delete-product/:id': {
    expect: ownerOnly(),
    call: async () => ({ url: `/api/products/delete-product/${await newProduct()}` }),
  },
  'POST /api/category': {
    expect: catalogueDesk(201),
    call: async () => ({
      url: '/api/category',
      payload: { name: `Shelf ${randomUUID()}`, image: (await newPicture('category')).secure_url },
    }),
  },
  'PUT /api/category/update-category/:id': {
    expect: catalogueDesk(),
    call: async () => ({
      url: `/api/category/update-category/${(await insertCategory(t.db)).id}`,
      payload: { name: `Renamed ${randomUUID()}` },
    }),
  },
  'PUT /api/category/update-category-image/:id': {
    expect: catalogueDesk(),
    call: async () => ({
      url: `/api/category/update-category-image/${categoryId}`,
      payload: { image: await dataUrl() },
    }),
  },
  'DELETE /api/category/delete-category/:id': {
    expect: ownerOnly(),
    call: async () => ({ url: `/api/category/delete-category/${(await insertCategory(t.db)).id}` }),
  },
  'POST /api/uploads/images': {
    expect: catalogueDesk(201),
    call: async () => {
      const body = multipart([
        { name: 'file', value: await png(50, 50), filename: 'a.png', type: 'image/png' },
      ]);
      return { url: '/api/uploads/images', payload: body.payload, headers: body.headers };
    },
  },

  'POST /api/email/subscription/subscribe/add-email': {
    expect: everyone(200),
    call: () => ({
      url: '/api/email/subscription/subscribe/add-email',
      payload: { email: `${randomUUID()}@example.com` },
    }),
  },
  // Anyone may confirm or leave, but only with a link the shop mailed: a made-up one is refused.
  'POST /api/email/subscription/subscriber/verify/:id/:token': {
    expect: everyone(400),
    call: () => ({ url: `/api/email/subscription/subscriber/verify/${randomUUID()}/made-up` }),
  },
  'POST /api/email/subscription/subscriber/unsubscribe/:id/:token': {
    expect: everyone(400),
    call: () => ({ url: `/api/email/subscription/subscriber/unsubscribe/${randomUUID()}/made-up` }),
  },
  'GET /api/email/subscription/admin/subscribers-count': {
    expect: ownerOnly(),
    call: () => ({ url: '/api/email/subscription/admin/subscribers-count' }),
  },
  'POST /api/email/subscription/admin/send-email': {
    expect: ownerOnly(),
    call: () => ({
      url: '/api/email/subscription/admin/send-email',
      payload: { subject: 'News', body: 'Hello' },
    }),
  },
  'GET /api/delivery-fees': { expect: everyone(200), call: () => ({ url: '/api/delivery-fees' }) },
  'PUT /api/delivery-fees': {
    expect: ownerOnly(),
    call: () => ({ url: '/api/delivery-fees', payload: defaultDeliveryPricing }),
  },
  'GET /api/tax-settings': { expect: everyone(200), call: () => ({ url: '/api/tax-settings' }) },
  'PUT /api/tax-settings': {
    expect: ownerOnly(),
    call: () => ({ url: '/api/tax-settings', payload: { registered: false } }),
  },
  'POST /api/contact': {
    expect: everyone(201),
    call: () => ({
      url: '/api/contact',
      payload: { name: 'Ama', email: 'ama@example.com', contact: '0244550123', message: 'Hello' },
    }),
  },
  // Only the SMS gateway, with the key in the callback url it was given (sms.test.ts): without the
  // key the route answers as if it did not exist.
  'POST /api/sms/delivery-reports/:key': {
    expect: everyone(404),
    call: () => ({
      url: `/api/sms/delivery-reports/${'made-up-key'.padEnd(64, '0')}`,
      payload: { MessageId: randomUUID(), Status: 'Delivered' },
    }),
  },
  // Only Paystack, whose events are signed with the shop's secret key (payment-webhook.test.ts);
  // without a key, as here, the shop takes no Mobile Money and the route answers as if absent.
  'POST /api/payments/paystack/webhook': {
    expect: everyone(404),
    call: () => ({
      url: '/api/payments/paystack/webhook',
      payload: { event: 'charge.success', data: { reference: 'ADP-made-up' } },
    }),
  },
  // Anyone may ask for a code to a wallet (wallet-codes.test.ts); without a key, as here, there is
  // no Mobile Money to pay from it, and the route answers as if absent.
  'POST /api/payments/wallet-codes': {
    expect: everyone(404),
    call: () => ({ url: '/api/payments/wallet-codes', payload: { wallet: '0244550123' } }),
  },
  'GET /api/contact/messages': {
    expect: ordersDesk(),
    call: () => ({ url: '/api/contact/messages' }),
  },
  'PUT /api/contact/messages/:id': {
    expect: ordersDesk(),
    call: async () => {
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Ama', email: 'ama@example.com', contact: '0244550123', message: 'Hi' },
      });
      const list = await t.app.inject({ url: '/api/contact/messages', headers: bearer(admin) });
      return {
        url: `/api/contact/messages/${list.json().messages[0]._id}`,
        payload: { handled: true },
      };
    },
  },

  'POST /api/orders/customer-order': {
    expect: everyone(201),
    call: () => ({
      url: '/api/orders/customer-order',
      payload: { ...address, products: [{ _id: productId, qty: 1 }] },
    }),
  },
  'GET /api/orders/get-orders-by-customer': {
    expect: signedIn(),
    call: () => ({ url: '/api/orders/get-orders-by-customer?page=1' }),
  },
  'GET /api/orders/last-delivery': {
    expect: signedIn(),
    call: () => ({ url: '/api/orders/last-delivery' }),
  },
  'GET /api/orders/get-order-by-customer/:orderId': {
    expect: [401, 200, 404, 404, 404, 404],
    call: async () => ({ url: `/api/orders/get-order-by-customer/${(await ordersOfA())._id}` }),
  },
  'DELETE /api/orders/delete-order/:id': {
    expect: [401, 200, 404, 200, 404, 404],
    call: async () => ({ url: `/api/orders/delete-order/${(await ordersOfA())._id}` }),
  },
  'POST /api/orders/track-order': {
    expect: everyone(200),
    call: async () => ({
      url: '/api/orders/track-order',
      payload: { orderId: (await ordersOfA()).orderId, phoneNumber: address.phoneNumber },
    }),
  },
  'GET /api/orders/get-orders': {
    expect: ordersDesk(),
    call: () => ({ url: '/api/orders/get-orders?page=1' }),
  },
  'GET /api/orders/get-order-by-admin/:orderId': {
    expect: ordersDesk(),
    call: async () => ({ url: `/api/orders/get-order-by-admin/${(await ordersOfA())._id}` }),
  },
  'GET /api/orders/get-order-messages/:orderId': {
    expect: ordersDesk(),
    call: async () => ({ url: `/api/orders/get-order-messages/${(await ordersOfA())._id}` }),
  },
  'GET /api/orders/get-order-payment/:orderId': {
    expect: ordersDesk(),
    call: async () => ({ url: `/api/orders/get-order-payment/${(await ordersOfA())._id}` }),
  },
  // An admin's record of a refund made; this one does not exist (mobile-money.test.ts makes them).
  'POST /api/orders/record-refund/:refundId': {
    expect: ownerOnly(404),
    call: () => ({
      url: `/api/orders/record-refund/${randomUUID()}`,
      payload: { how: 'dashboard' },
    }),
  },
  // Every refund not yet made, deleted orders' included (refunds.test.ts fills it).
  'GET /api/orders/open-refunds': {
    expect: ownerOnly(),
    call: () => ({ url: '/api/orders/open-refunds' }),
  },
  // The shopper's Mobile Money payment: without a Paystack key, as here, there is none to follow
  // (mobile-money.test.ts: the owner, or a guest with the order's payment key, and no one else).
  'GET /api/orders/:orderId/payment': {
    expect: everyone(404),
    call: async () => ({ url: `/api/orders/${(await ordersOfA())._id}/payment` }),
  },
  'POST /api/orders/:orderId/payment/voucher': {
    expect: everyone(404),
    call: async () => ({
      url: `/api/orders/${(await ordersOfA())._id}/payment/voucher`,
      payload: { voucher: '123456' },
    }),
  },
  'POST /api/orders/:orderId/payment/retry': {
    expect: everyone(404),
    call: async () => ({
      url: `/api/orders/${(await ordersOfA())._id}/payment/retry`,
      payload: { network: 'mtn', wallet: '0244550123' },
    }),
  },
  'POST /api/orders/:orderId/payment/on-delivery': {
    expect: everyone(404),
    call: async () => ({
      url: `/api/orders/${(await ordersOfA())._id}/payment/on-delivery`,
      payload: {},
    }),
  },
  'POST /api/orders/status-update/:orderId': {
    expect: ordersDesk(),
    call: async () => ({
      url: `/api/orders/status-update/${(await ordersOfA())._id}`,
      payload: { status: 'processing' },
    }),
  },
  'GET /api/orders/admin-stats': {
    expect: ownerOnly(),
    call: () => ({ url: '/api/orders/admin-stats' }),
  },
  'GET /api/orders/export.csv': {
    expect: ownerOnly(),
    call: () => ({ url: '/api/orders/export.csv' }),
  },
  // The receipt: its buyer, the orders desk, or its link's key (receipts.test.ts); else none.
  'GET /api/orders/receipt/:orderId': {
    expect: [404, 200, 404, 200, 200, 404],
    call: async () => ({ url: `/api/orders/receipt/${(await ordersOfA())._id}` }),
  },
  'GET /api/orders/slips': {
    expect: ordersDesk(),
    call: () => ({ url: `/api/orders/slips?day=${new Date().toISOString().slice(0, 10)}` }),
  },
  'PUT /api/orders/:orderId/evat-invoice': {
    expect: ownerOnly(),
    call: async () => ({
      url: `/api/orders/${(await ordersOfA())._id}/evat-invoice`,
      payload: { evatInvoice: 'EV-1' },
    }),
  },
  'GET /api/orders/tax-report': {
    expect: ownerOnly(),
    call: () => ({ url: '/api/orders/tax-report?month=2026-11' }),
  },
  'GET /api/orders/tax-report.csv': {
    expect: ownerOnly(),
    call: () => ({ url: '/api/orders/tax-report.csv?month=2026-11' }),
  },
  'GET /api/orders/admin-dashboard': {
    expect: ownerOnly(),
    call: () => ({ url: '/api/orders/admin-dashboard?page=1' }),
  },
  'GET /api/backups/status': {
    expect: ownerOnly(),
    call: () => ({ url: '/api/backups/status' }),
  },
  // Only the owner's backup tool, with the secret from the data folder's lock (backups.test.ts).
  'POST /api/backups': {
    expect: everyone(401),
    call: () => ({ url: '/api/backups', payload: { file: '/tmp/adepa-never-written.tar.gz' } }),
  },

  'POST /api/users': {
    expect: everyone(201),
    call: () => ({
      url: '/api/users',
      payload: {
        username: 'New',
        email: `${randomUUID()}@example.com`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    }),
  },
  'POST /api/users/auth': {
    expect: everyone(200),
    call: () => ({ url: '/api/users/auth', payload: { email: a.email, password: PASSWORD } }),
  },
  // The refresh reads only the cookie (none here), never the Bearer token.
  'GET /api/users/refresh-token': {
    expect: everyone(401),
    call: () => ({ url: '/api/users/refresh-token' }),
  },
  'POST /api/users/logout': { expect: everyone(200), call: () => ({ url: '/api/users/logout' }) },
  'PUT /api/users/profile': {
    expect: signedIn(),
    call: (who) => {
      const account = accountOf(who) ?? a;
      return {
        url: '/api/users/profile',
        payload: { username: account.session.username, email: account.email },
      };
    },
  },
  'POST /api/users/forgot-password': {
    expect: everyone(200),
    call: () => ({ url: '/api/users/forgot-password', payload: { email: a.email } }),
  },
  'POST /api/users/reset-password/:userId/:resetToken': {
    expect: everyone(400),
    call: () => ({
      url: `/api/users/reset-password/${a.session._id}/made-up`,
      payload: { password: PASSWORD, confirmPassword: PASSWORD },
    }),
  },
  'POST /api/users/change-password/:userId': {
    expect: [401, 200, 403, 403, 403, 403],
    call: () => ({
      url: `/api/users/change-password/${a.session._id}`,
      payload: { oldPassword: PASSWORD, password: PASSWORD, confirmPassword: PASSWORD },
    }),
  },
  // The whole log is the owner's; a desk reads one order's or product's (activity-log.test.ts).
  'POST /api/orders/:orderId/notes': {
    expect: ordersDesk(201),
    call: async () => ({
      url: `/api/orders/${(await ordersOfA())._id}/notes`,
      payload: { note: 'Called her: deliver after 4.' },
    }),
  },
  'GET /api/activity': { expect: ownerOnly(), call: () => ({ url: '/api/activity' }) },
  // Each staff member's own second factor, set afresh for the call (two-step.test.ts).
  'GET /api/two-step': { expect: everyStaff(), call: () => ({ url: '/api/two-step' }) },
  'POST /api/two-step/key': {
    expect: everyStaff(),
    call: async (who) => {
      await withoutTwoStep(who);
      return { url: '/api/two-step/key', payload: {} };
    },
  },
  'POST /api/two-step/confirm': {
    expect: everyStaff(),
    call: async (who) => {
      const account = await withoutTwoStep(who);
      if (!account)
        return { url: '/api/two-step/confirm', payload: { setupToken: 'x', code: '123456' } };
      const { secret, setupToken } = (await askForKey(t.app, account)).json();
      return { url: '/api/two-step/confirm', payload: { setupToken, code: appCode(secret) } };
    },
  },
  'POST /api/two-step/recovery-codes': {
    expect: everyStaff(),
    call: async (who) => ({
      url: '/api/two-step/recovery-codes',
      payload: { code: await codeOf(who) },
    }),
  },
  // An owner keeps it on.
  'POST /api/two-step/off': {
    expect: [401, 403, 403, 403, 200, 200],
    call: async (who) => ({ url: '/api/two-step/off', payload: { code: await codeOf(who) } }),
  },
  'GET /api/users': { expect: ownerOnly(), call: () => ({ url: '/api/users?page=1' }) },
  'GET /api/users/:id': {
    expect: ownerOnly(),
    call: () => ({ url: `/api/users/${a.session._id}` }),
  },
  'PUT /api/users/:id': {
    expect: ownerOnly(),
    call: async () => ({
      url: `/api/users/${await newUser()}`,
      payload: { username: 'Renamed User' },
    }),
  },
  'DELETE /api/users/:id': {
    expect: ownerOnly(),
    call: async () => ({ url: `/api/users/${await newUser()}` }),
  },
};

/** Served by plugins, not by our handlers: the API docs and the uploaded files. */
const NOT_IN_MATRIX = (route: string) =>
  route.startsWith('GET /api/docs') || route === 'GET /uploads/*';

beforeAll(async () => {
  t = await createTestApp({ env: { ANONYMOUS_WRITES_PER_MINUTE: '1000' } });
  a = await signUp(t.app, 'Customer A');
  b = await signUp(t.app, 'Customer B');
  admin = await signUpAdmin(t.app, t.db);
  ordersStaff = await signUpAdmin(t.app, t.db, 'orders');
  catalogueStaff = await signUpAdmin(t.app, t.db, 'catalogue');
  categoryId = (await insertCategory(t.db, 'Matrix')).id;
  productId = await newProduct();
  declared = await declaredStatuses(t.app);
});
afterAll(() => t.close());

describe('access matrix', () => {
  it('has a row for every route the api serves', () => {
    const missing = t.app.routeList.filter((route) => !NOT_IN_MATRIX(route) && !(route in matrix));
    expect(missing).toEqual([]);
    const stale = Object.keys(matrix).filter((route) => !t.app.routeList.includes(route));
    expect(stale).toEqual([]);
  });

  it('names no staff route the api does not serve', () => {
    const unknown = Object.keys(STAFF_ROUTES).filter((route) => !t.app.routeList.includes(route));
    expect(unknown).toEqual([]);
  });

  for (const [route, row] of Object.entries(matrix)) {
    it(`${route}: ${row.expect.join(' / ')} for ${WHO.join(' / ')}`, async () => {
      const method = route.split(' ')[0] as InjectOptions['method'];
      const outcomes: number[] = [];
      for (const who of WHO) {
        const call = await row.call(who);
        const account = accountOf(who);
        const res = await t.app.inject({
          method,
          ...call,
          headers: { ...call.headers, ...(account ? bearer(account) : {}) },
        });
        if (res.statusCode >= 400) expect(res.json().error, `${route} as ${who}`).toBeTruthy();
        outcomes.push(res.statusCode);
      }
      expect(outcomes).toEqual(row.expect);
      expect(undeclared(declared, route, outcomes), `${route}: not in its schema`).toEqual([]);
    });
  }
});
