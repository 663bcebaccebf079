import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, bearer, signUp, signUpAdmin } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { address, placeOrder } from './helpers/orders.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// An order's receipt: opened by its link's key (given to whoever placed or tracked the order), by
// its buyer signed in and by the staff who work the orders; to anyone else there is no receipt.

let t: TestApp;
let owner: Account;
let buyer: Account;
let other: Account;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpAdmin(t.app, t.db);
  buyer = await signUp(t.app, 'Abena Buyer');
  other = await signUp(t.app, 'Kojo Other');
  const categoryId = (await insertCategory(t.db, 'Kitchen')).id;
  productId = (await insertProduct(t.db, { categoryId, price: 80, discount: 75, stock: 50 })).id;
});
afterAll(() => t.close());

const receipt = (orderId: string, query = '', who?: Account) =>
  t.app.inject({
    url: `/api/orders/receipt/${orderId}${query}`,
    headers: who ? bearer(who) : {},
  });

let guests = 0;
/** A guest's order, from a phone of its own (guests may hold only a few undelivered orders). */
async function guestOrder() {
  guests += 1;
  const phoneNumber = `024${String(4_000_000 + guests).padStart(7, '0')}`;
  const res = await placeOrder(
    t.app,
    [{ _id: productId, qty: 2, productSize: 'M', productColor: 'Green' }],
    undefined,
    { phoneNumber },
  );
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json() as { order: { _id: string; orderId: string }; receiptKey: string };
  return { ...placed, phoneNumber };
}

describe('a receipt', () => {
  it('opens with the key its placement gave, by the order number or id, and says what was sold', async () => {
    const { order, receiptKey } = await guestOrder();
    expect(receiptKey).toMatch(/^[\w-]{16}$/);
    for (const id of [order.orderId, order._id]) {
      const res = await receipt(id, `?key=${receiptKey}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        order: {
          orderId: order.orderId,
          name: address.name,
          area: address.area,
          totalPrice: 150,
          products: [{ qty: 2, price: 75, productSize: 'M', productColor: 'Green' }],
          tax: null,
        },
        paymentReference: null,
        evatInvoice: null,
        receiptKey,
      });
    }
  });

  it('is opened by tracking’s key too', async () => {
    const { order, phoneNumber } = await guestOrder();
    const tracked = await t.app.inject({
      method: 'POST',
      url: '/api/orders/track-order',
      payload: { orderId: order.orderId, phoneNumber },
    });
    expect(tracked.statusCode).toBe(200);
    expect((await receipt(order.orderId, `?key=${tracked.json().receiptKey}`)).statusCode).toBe(
      200,
    );
  });

  it('is nobody else’s: no key, a wrong key, another order’s key, another customer', async () => {
    const first = await guestOrder();
    const second = await guestOrder();
    const id = first.order.orderId;
    for (const res of [
      await receipt(id),
      await receipt(id, '?key=AAAAAAAAAAAAAAAA'),
      await receipt(id, `?key=${second.receiptKey}`),
      await receipt(id, '', other),
      await receipt('GH-2026-999999', `?key=${first.receiptKey}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Receipt not found' });
    }
  });

  it('opens for its buyer signed in and for the orders desk, not the catalogue desk', async () => {
    const placed = await placeOrder(
      t.app,
      [{ _id: productId, qty: 1, productSize: 'M', productColor: 'Green' }],
      buyer,
    );
    const id = placed.json().order.orderId;
    expect((await receipt(id, '', buyer)).statusCode).toBe(200);
    expect((await receipt(id, '', other)).statusCode).toBe(404);
    const ordersDesk = await signUpAdmin(t.app, t.db, 'orders');
    const catalogueDesk = await signUpAdmin(t.app, t.db, 'catalogue');
    expect((await receipt(id, '', ordersDesk)).statusCode).toBe(200);
    expect((await receipt(id, '', catalogueDesk)).statusCode).toBe(404);
  });
});

describe('the E-VAT invoice number', () => {
  it('is written onto the order by the owner, shown on the receipt, cleared, and logged', async () => {
    const { order, receiptKey } = await guestOrder();
    const write = (evatInvoice: string | null, who = owner) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/orders/${order._id}/evat-invoice`,
        headers: bearer(who),
        payload: { evatInvoice },
      });
    expect((await write('EV-2026/000123')).json()).toEqual({ evatInvoice: 'EV-2026/000123' });
    expect((await receipt(order.orderId, `?key=${receiptKey}`)).json().evatInvoice).toBe(
      'EV-2026/000123',
    );
    const refused = await write('<script>');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('evatInvoice');
    expect((await write('')).json()).toEqual({ evatInvoice: null });
    const log = await t.app.inject({
      url: `/api/activity?subject=order:${order._id}`,
      headers: bearer(owner),
    });
    expect(log.json().entries.map((e: { action: string }) => e.action)).toEqual([
      'order.evat',
      'order.evat',
    ]);
    const desk = await signUpAdmin(t.app, t.db, 'orders');
    expect((await write('X1', desk)).statusCode).toBe(403);
  });
});

describe('the riders’ slips of a day', () => {
  it('list the day’s orders still to deliver, the oldest first, with what to collect', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const slips = async (day: string, who = owner) =>
      t.app.inject({ url: `/api/orders/slips?day=${day}`, headers: bearer(who) });
    const waiting = await guestOrder();
    const delivered = await guestOrder();
    const setStatus = await t.app.inject({
      method: 'POST',
      url: `/api/orders/status-update/${delivered.order._id}`,
      headers: bearer(owner),
      payload: { status: 'delivered' },
    });
    expect(setStatus.statusCode).toBe(200);
    const res = await slips(today);
    expect(res.statusCode).toBe(200);
    const numbers = res.json().orders.map((o: { orderId: string }) => o.orderId);
    expect(numbers).toContain(waiting.order.orderId);
    expect(numbers).not.toContain(delivered.order.orderId);
    expect(numbers).toEqual([...numbers].sort());
    expect((await slips('2020-01-01')).json()).toEqual({ day: '2020-01-01', orders: [] });
    expect((await slips('2026-02-30')).statusCode).toBe(400);
    const desk = await signUpAdmin(t.app, t.db, 'orders');
    expect((await slips(today, desk)).statusCode).toBe(200);
  });
});

describe('the delivery note', () => {
  it('is kept on one line for the shop and the rider, and is not in tracking', async () => {
    const phoneNumber = '0244777123';
    const res = await placeOrder(
      t.app,
      [{ _id: productId, qty: 1, productSize: 'M', productColor: 'Green' }],
      undefined,
      {
        phoneNumber,
        deliveryNote: '  Opposite the Total\n filling station,   call after 4 ',
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json();
    expect(order.deliveryNote).toBe('Opposite the Total filling station, call after 4');
    const admin = await t.app.inject({
      url: `/api/orders/get-order-by-admin/${order._id}`,
      headers: bearer(owner),
    });
    expect(admin.json().deliveryNote).toBe(order.deliveryNote);
    const tracked = await t.app.inject({
      method: 'POST',
      url: '/api/orders/track-order',
      payload: { orderId: order.orderId, phoneNumber },
    });
    expect(tracked.json().order).not.toHaveProperty('deliveryNote');
    const tooLong = await placeOrder(
      t.app,
      [{ _id: productId, qty: 1, productSize: 'M', productColor: 'Green' }],
      undefined,
      {
        phoneNumber,
        deliveryNote: 'x'.repeat(161),
      },
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toHaveProperty('deliveryNote');
  });
});
