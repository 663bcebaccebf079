import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../src/db/schema.ts';
import { type Account, bearer, signUp, signUpAdmin } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { placeOrder } from './helpers/orders.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Account;
let a: Account;
let b: Account;
let fan: { id: string; categoryId: string };
let speaker: { id: string };

beforeAll(async () => {
  // Many guest orders from one phone number: the limit on those has tests of its own.
  t = await createTestApp({ env: { GUEST_ORDERS_PER_PHONE: '0' } });
  admin = await signUpAdmin(t.app, t.db);
  a = await signUp(t.app, 'Customer A');
  b = await signUp(t.app, 'Customer B');
  const category = await insertCategory(t.db, 'Electrical Appliances');
  fan = await insertProduct(t.db, {
    name: 'Standing Fan',
    categoryId: category.id,
    price: 650,
    discount: 560.5,
    stock: 100,
  });
  speaker = await insertProduct(t.db, {
    name: 'Party Speaker',
    colors: ['Black', 'Red'],
    categoryId: category.id,
    price: 400,
    discount: 350,
    stock: 2,
  });
});
afterAll(() => t.close());

const stockOf = async (id: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]
    ?.stock;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: Account, payload?: object) =>
  t.app.inject({ method, url, headers: who ? bearer(who) : {}, ...(payload && { payload }) });

describe('placing an order', () => {
  it('prices it from the database, ignoring client prices, and takes the stock', async () => {
    const res = await placeOrder(
      t.app,
      [
        { _id: fan.id, qty: 2, productColor: 'Green', name: 'Fan', price: 1, discount: 1 } as never,
        { _id: speaker.id, qty: 1 },
      ],
      undefined,
      { totalPrice: 1, payment_status: 'paid', delivery_status: 'delivered' },
    );
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    expect(order).toMatchObject({
      name: 'Ama Mensah',
      phoneNumber: '+233244550123',
      province: 'Ashanti',
      area: 'Bantama',
      userId: null,
      itemsPrice: 1471,
      taxPrice: 0,
      totalPrice: 1471,
      payment_method: 'delivery',
      payment_status: 'unpaid',
      delivery_status: 'pending',
    });
    expect(order.orderId).toMatch(/^GH-\d{4}-\d{6}$/);
    expect(order.products).toEqual([
      expect.objectContaining({
        name: 'Standing Fan',
        qty: 2,
        price: 560.5,
        productColor: 'Green',
        brand: 'Test Brand',
      }),
      expect.objectContaining({ name: 'Party Speaker', qty: 1, price: 350, productColor: null }),
    ]);
    expect(order.products[0].imageUrl).toMatch(/\.webp$/);
    expect(await stockOf(fan.id)).toBe(98);
    expect(await stockOf(speaker.id)).toBe(1);
  });

  it('refuses the whole order with 409 naming the product and what is left', async () => {
    const res = await placeOrder(t.app, [
      { _id: fan.id, qty: 1 },
      { _id: speaker.id, qty: 5 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Sorry, only 1 of Party Speaker left. Please lower the quantity.',
      productId: speaker.id,
      available: 1,
    });
    expect(await stockOf(fan.id)).toBe(98);
    const unknown = await placeOrder(t.app, [
      { _id: '00000000-0000-4000-8000-000000000000', qty: 1, name: 'Old Radio' },
    ]);
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().error).toBe(
      'Sorry, Old Radio is out of stock. Please remove it from your cart.',
    );
    const junk = await placeOrder(t.app, [{ _id: 'not-an-id', qty: 1 }]);
    expect(junk.statusCode).toBe(409);
  });

  it('counts the same product on two lines together', async () => {
    const res = await placeOrder(t.app, [
      { _id: speaker.id, qty: 1, productColor: 'Black' },
      { _id: speaker.id, qty: 1, productColor: 'Red' },
    ]);
    expect(res.statusCode).toBe(409);
    expect(await stockOf(speaker.id)).toBe(1);
  });

  it('checks the delivery details', async () => {
    const res = await placeOrder(t.app, [{ _id: fan.id, qty: 1 }], undefined, {
      name: '',
      phoneNumber: '12345',
      province: 'Lagos',
      area: ' ',
      email: 'nope',
      address: 'ab',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: 'This field is required',
      phoneNumber: 'Enter a valid Ghana phone number, such as 024 455 0123',
      province: 'This field is required',
      area: 'This field is required',
      email: 'Invalid email address',
      address: 'The address must be at least 3 characters',
    });
    for (const qty of [0, -1, 1.5, 1000, 'x']) {
      expect((await placeOrder(t.app, [{ _id: fan.id, qty: qty as number }])).statusCode).toBe(400);
    }
    expect((await placeOrder(t.app, [])).json().error).toBe('Your cart is empty');
  });

  it.each([
    ['0244550123', '+233244550123'],
    ['+233 24 455 0123', '+233244550123'],
    ['233244550123', '+233244550123'],
    ['020-123-4567', '+233201234567'],
  ])('stores the phone %s as %s', async (phoneNumber, stored) => {
    const res = await placeOrder(t.app, [{ _id: fan.id, qty: 1 }], undefined, { phoneNumber });
    expect(res.json().order.phoneNumber).toBe(stored);
  });

  it("takes the customer from the token, never from the body's userId", async () => {
    const res = await placeOrder(t.app, [{ _id: fan.id, qty: 1 }], a, { userId: b.session._id });
    expect(res.json().order.userId).toBe(a.session._id);
    const guest = await placeOrder(t.app, [{ _id: fan.id, qty: 1 }], undefined, {
      userId: b.session._id,
    });
    expect(guest.json().order.userId).toBeNull();
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/orders/customer-order',
      headers: { authorization: 'Bearer forged.token.here' },
      payload: {
        name: 'X',
        phoneNumber: '0244550123',
        province: 'Ashanti',
        area: 'Adum',
        products: [{ _id: fan.id, qty: 1 }],
      },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('who sees which orders', () => {
  let aOrder: string;
  beforeAll(async () => {
    aOrder = (await placeOrder(t.app, [{ _id: fan.id, qty: 1 }], a)).json().order._id;
  });

  it("lists only the caller's own orders, whatever customerId says", async () => {
    const mine = await call(
      'GET',
      `/api/orders/get-orders-by-customer?customerId=${b.session._id}&&page=1`,
      a,
    );
    expect(mine.statusCode).toBe(200);
    const body = mine.json();
    expect(body.orders.length).toBeGreaterThan(0);
    expect(body.orders.every((o: { userId: string }) => o.userId === a.session._id)).toBe(true);
    const bs = (
      await call('GET', `/api/orders/get-orders-by-customer?customerId=${a.session._id}`, b)
    ).json();
    expect(bs.orders).toEqual([]);
    expect((await call('GET', '/api/orders/get-orders-by-customer')).statusCode).toBe(401);
  });

  it('shows an order to its owner only', async () => {
    const own = await call('GET', `/api/orders/get-order-by-customer/${aOrder}`, a);
    expect(own.statusCode).toBe(200);
    expect(own.json().order._id).toBe(aOrder);
    expect((await call('GET', `/api/orders/get-order-by-customer/${aOrder}`, b)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/orders/get-order-by-customer/${aOrder}`)).statusCode).toBe(401);
  });

  it('lets only the owner or an admin delete it', async () => {
    const res = await call('DELETE', `/api/orders/delete-order/${aOrder}`, b);
    expect(res.statusCode).toBe(404);
    expect((await call('DELETE', `/api/orders/delete-order/${aOrder}`)).statusCode).toBe(401);
    expect((await call('GET', `/api/orders/get-order-by-customer/${aOrder}`, a)).statusCode).toBe(
      200,
    );
  });

  it.each([
    ['GET', '/api/orders/get-orders?page=1'],
    ['GET', '/api/orders/admin-dashboard?page=1'],
    ['GET', '/api/orders/get-order-by-admin/x'],
    ['POST', '/api/orders/status-update/x'],
  ] as const)('%s %s refuses visitors (401) and customers (403)', async (method, url) => {
    expect((await call(method, url, undefined, { status: 'delivered' })).statusCode).toBe(401);
    expect((await call(method, url, a, { status: 'delivered' })).statusCode).toBe(403);
  });
});

describe('status and deletion', () => {
  it('marks a delivered order paid, and refuses unknown statuses', async () => {
    const order = (await placeOrder(t.app, [{ _id: fan.id, qty: 1 }], a)).json().order;
    const bad = await call('POST', `/api/orders/status-update/${order._id}`, admin, {
      orderId: order._id,
      status: 'shipped',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(
      'Status must be one of pending, processing, delivered, warehouse, cancelled',
    );
    for (const status of ['processing', 'warehouse', 'delivered']) {
      const res = await call('POST', `/api/orders/status-update/${order._id}`, admin, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json().delivery_status).toBe(status);
    }
    const delivered = (
      await call('GET', `/api/orders/get-order-by-admin/${order.orderId}`, admin)
    ).json();
    expect(delivered).toMatchObject({ delivery_status: 'delivered', payment_status: 'paid' });
  });

  it("leaves a Mobile Money order's money as the gateway left it, whatever the parcel's status", async () => {
    const order = (await placeOrder(t.app, [{ _id: fan.id, qty: 1 }], a)).json().order;
    const moneyOf = async () =>
      (await call('GET', `/api/orders/get-order-by-admin/${order.orderId}`, admin)).json();
    for (const paymentStatus of ['awaiting_payment', 'paid'] as const) {
      await t.db
        .update(orders)
        .set({ paymentMethod: 'mobile_money', paymentStatus })
        .where(eq(orders.id, order._id));
      for (const status of ['delivered', 'processing', 'pending']) {
        await call('POST', `/api/orders/status-update/${order._id}`, admin, { status });
        expect(await moneyOf(), `${paymentStatus}, then ${status}`).toMatchObject({
          payment_method: 'mobile_money',
          payment_status: paymentStatus,
          delivery_status: status,
        });
      }
    }
  });

  it('gives stock back once on cancel, takes it again if reopened', async () => {
    const before = await stockOf(fan.id);
    const order = (await placeOrder(t.app, [{ _id: fan.id, qty: 3 }])).json().order;
    expect(await stockOf(fan.id)).toBe(before! - 3);
    await call('POST', `/api/orders/status-update/${order._id}`, admin, { status: 'cancelled' });
    await call('POST', `/api/orders/status-update/${order._id}`, admin, { status: 'cancelled' });
    expect(await stockOf(fan.id)).toBe(before);
    await call('POST', `/api/orders/status-update/${order._id}`, admin, { status: 'processing' });
    expect(await stockOf(fan.id)).toBe(before! - 3);
  });

  it('refuses to reopen a cancelled order whose stock has gone since, saying what is left', async () => {
    const lamp = await insertProduct(t.db, {
      name: 'Desk Lamp',
      categoryId: fan.categoryId,
      stock: 2,
    });
    const order = (await placeOrder(t.app, [{ _id: lamp.id, qty: 2 }])).json().order;
    await call('POST', `/api/orders/status-update/${order._id}`, admin, { status: 'cancelled' });
    await placeOrder(t.app, [{ _id: lamp.id, qty: 1 }]);
    const res = await call('POST', `/api/orders/status-update/${order._id}`, admin, {
      status: 'processing',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error:
        'This order cannot be reopened: Sorry, only 1 of Desk Lamp left. Please lower the quantity.',
    });
    expect(await stockOf(lamp.id)).toBe(1);
  });

  it('deletion hides the order, keeps it in the books and returns undelivered stock once', async () => {
    const before = await stockOf(fan.id);
    const order = (await placeOrder(t.app, [{ _id: fan.id, qty: 2 }], a)).json().order;
    const res = await call('DELETE', `/api/orders/delete-order/${order._id}`, a);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isSuccess: true,
      message: 'You have deleted the order successfully',
    });
    expect(await stockOf(fan.id)).toBe(before);
    expect((await call('DELETE', `/api/orders/delete-order/${order._id}`, admin)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/api/orders/get-order-by-admin/${order._id}`, admin)).statusCode,
    ).toBe(404);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await stockOf(fan.id)).toBe(before);
  });

  it('an admin may delete any order; a delivered order keeps its stock taken', async () => {
    const order = (await placeOrder(t.app, [{ _id: fan.id, qty: 1 }], b)).json().order;
    await call('POST', `/api/orders/status-update/${order._id}`, admin, { status: 'delivered' });
    const before = await stockOf(fan.id);
    expect((await call('DELETE', `/api/orders/delete-order/${order._id}`, admin)).statusCode).toBe(
      200,
    );
    expect(await stockOf(fan.id)).toBe(before);
  });

  it('the dashboard counts orders by status', async () => {
    const body = (await call('GET', '/api/orders/admin-dashboard?page=1', admin)).json();
    expect(body).toMatchObject({ totalProducts: 3, customers: 2, currentPage: 1 });
    expect(body.orders).toBe(
      body.pendingOrders +
        body.processing +
        body.delivered +
        body.cancelledOrders +
        (body.orders -
          body.pendingOrders -
          body.processing -
          body.delivered -
          body.cancelledOrders),
    );
    expect(body.delivered).toBeGreaterThanOrEqual(1);
    expect(body.recentOrders.length).toBeGreaterThan(0);
  });
});

describe("a customer's last delivery details", () => {
  const lastDelivery = (who: Account) =>
    t.app.inject({ url: '/api/orders/last-delivery', headers: bearer(who) });

  it('are where their latest order went, theirs alone, and none once that order is deleted', async () => {
    const newcomer = await signUp(t.app, 'Customer New');
    expect((await lastDelivery(newcomer)).json()).toEqual({ delivery: null });

    await placeOrder(t.app, [{ _id: fan.id, qty: 1 }], newcomer, { area: 'Adum', address: '' });
    const latest = await placeOrder(t.app, [{ _id: fan.id, qty: 1 }], newcomer, {
      name: 'Ama Newcomer',
      phoneNumber: '020 123 4567',
      province: 'Volta',
      area: 'Ho',
    });
    // Another customer's order, placed later, is not theirs to see.
    await placeOrder(t.app, [{ _id: fan.id, qty: 1 }], b, { area: 'Suame' });
    expect((await lastDelivery(newcomer)).json()).toEqual({
      delivery: {
        name: 'Ama Newcomer',
        phoneNumber: '+233201234567',
        province: 'Volta',
        area: 'Ho',
        address: 'House 12, Bantama High Street',
      },
    });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/delete-order/${latest.json().order._id}`,
      headers: bearer(newcomer),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await lastDelivery(newcomer)).json().delivery).toMatchObject({ area: 'Adum' });
  });
});

describe('tracking', () => {
  it('shows status and lines to whoever has the id and the phone, nothing personal', async () => {
    const order = (
      await placeOrder(t.app, [{ _id: fan.id, qty: 1 }], undefined, { phoneNumber: '0201234567' })
    ).json().order;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/track-order',
      payload: { orderId: order.orderId.toLowerCase(), phoneNumber: '+233 20 123 4567' },
    });
    expect(res.statusCode).toBe(200);
    const tracked = res.json().order;
    expect(tracked).toMatchObject({
      orderId: order.orderId,
      delivery_status: 'pending',
      payment_status: 'unpaid',
    });
    expect(Object.keys(tracked).sort()).toEqual([
      'arrives',
      'date',
      'delivery_status',
      'itemsPrice',
      'orderId',
      'payment_status',
      'products',
      'shippingPrice',
      'tax',
      'taxPrice',
      'totalPrice',
    ]);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/orders/track-order',
      payload: { orderId: order.orderId, phoneNumber: '0249999999' },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error).toBe('We could not find an order with that id and phone number.');
  });
});
