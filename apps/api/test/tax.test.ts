import { TIN_FORMAT } from '@adepa/contract/tax-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, bearer, signUp, signUpAdmin } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { placeOrder } from './helpers/orders.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// VAT as the shop charges it: the owner's registration, orders priced with it (tax-inclusive, so
// nothing is added and the total stays items + delivery), each order keeping the tax it was
// placed with, exempt products and delivery in or out of the base.

let t: TestApp;
let owner: Account;
let buyer: Account;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpAdmin(t.app, t.db);
  buyer = await signUp(t.app);
  categoryId = (await insertCategory(t.db, 'Audio')).id;
});
afterAll(() => t.close());

const registered = {
  registered: true,
  tin: 'c0012345678',
  from: '2026-01-01',
  deliveryTaxable: true,
};
const setTax = (body: object, who: Account = owner) =>
  t.app.inject({ method: 'PUT', url: '/api/tax-settings', headers: bearer(who), payload: body });
/** A product at `price` cedi (its selling price), with plenty in stock. */
const product = async (price: number, taxExempt = false) => {
  const row = await insertProduct(t.db, {
    categoryId,
    price,
    discount: price,
    stock: 100,
    sizes: [],
    colors: [],
  });
  if (taxExempt)
    await t.app.inject({
      method: 'PUT',
      url: `/api/products/update-product-details/${row.id}`,
      headers: bearer(owner),
      payload: { taxExempt: true },
    });
  return row.id;
};
const order = async (lines: { _id: string; qty: number }[]) => {
  const res = await placeOrder(t.app, lines, buyer);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order;
};

describe('the VAT setting', () => {
  it('is "not registered" until the owner says otherwise, for anyone to read', async () => {
    const res = await t.app.inject('/api/tax-settings');
    expect(res.json()).toEqual({ registered: false, tin: null, from: null, deliveryTaxable: true });
  });

  it('needs a TIN as GRA writes it and a first day once registered', async () => {
    const missing = await setTax({ registered: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({
      tin: expect.any(String),
      from: expect.any(String),
    });
    const wrong = await setTax({ ...registered, tin: '12345' });
    expect(wrong.json().fields).toEqual({ tin: TIN_FORMAT });
    expect((await setTax({ ...registered, from: '2026-02-30' })).statusCode).toBe(400);
    const ghanaCard = await setTax({ ...registered, tin: 'GHA-123456789-0' });
    expect(ghanaCard.statusCode).toBe(200);
  });

  it('is the owner’s to change, and the change is in the log', async () => {
    const desk = await signUpAdmin(t.app, t.db, 'orders');
    expect((await setTax(registered, desk)).statusCode).toBe(403);
    const saved = await setTax(registered);
    expect(saved.json()).toEqual({ ...registered, tin: 'C0012345678' });
    // The cart and checkout read it with the delivery fees, to say what a total includes.
    const pricing = (await t.app.inject('/api/delivery-fees')).json();
    expect(pricing.tax).toEqual(saved.json());
    const log = await t.app.inject({
      url: '/api/activity?action=tax.settings',
      headers: bearer(owner),
    });
    expect(log.json().entries[0]).toMatchObject({
      action: 'tax.settings',
      before: { tin: 'GHA-123456789-0' },
      after: { tin: 'C0012345678' },
    });
  });
});

describe('orders of a registered shop', () => {
  beforeAll(async () => {
    await setTax(registered);
  });

  it('include the tax in the price: ₵120 of goods carry ₵15 VAT, ₵2.50 NHIL, ₵2.50 GETFund', async () => {
    await setTax({ ...registered, deliveryTaxable: false });
    const placed = await order([{ _id: await product(120), qty: 1 }]);
    expect(placed).toMatchObject({
      itemsPrice: 120,
      shippingPrice: 0,
      taxPrice: 0,
      totalPrice: 120,
    });
    expect(placed.tax).toEqual({
      included: 20,
      vat: 15,
      nhil: 2.5,
      getfund: 2.5,
      net: 100,
      tin: 'C0012345678',
    });
  });

  it('take delivery into the base when the owner says it is taxable', async () => {
    await setTax(registered);
    const placed = await order([{ _id: await product(30), qty: 2 }]);
    expect(placed).toMatchObject({ itemsPrice: 60, shippingPrice: 10, totalPrice: 70 });
    expect(placed.tax.included).toBe(11.67);
    expect(placed.tax.vat + placed.tax.nhil + placed.tax.getfund).toBeCloseTo(11.67, 2);
    expect(placed.tax.net).toBe(58.33);
  });

  it('leave exempt products out of the base, and mark their lines', async () => {
    const placed = await order([
      { _id: await product(120), qty: 1 },
      { _id: await product(50, true), qty: 1 },
    ]);
    expect(placed.totalPrice).toBe(170);
    expect(placed.tax.included).toBe(20);
    expect(placed.products.map((line: { taxExempt: boolean }) => line.taxExempt)).toEqual([
      false,
      true,
    ]);
  });

  it('keep the tax they were placed with when the setting changes', async () => {
    const before = await order([{ _id: await product(120), qty: 1 }]);
    await setTax({ registered: false });
    const after = await order([{ _id: await product(120), qty: 1 }]);
    expect(after.tax).toBeNull();
    const again = await t.app.inject({
      url: `/api/orders/get-order-by-customer/${before._id}`,
      headers: bearer(buyer),
    });
    expect(again.json().order.tax).toEqual(before.tax);
    await setTax({ ...registered, from: '2999-01-01' });
    expect((await order([{ _id: await product(120), qty: 1 }])).tax).toBeNull();
  });
});

describe('the monthly tax total', () => {
  const month = new Date().toISOString().slice(0, 7);
  const report = (query: string) =>
    t.app.inject({ url: `/api/orders/tax-report${query}`, headers: bearer(owner) });

  it('adds up the month’s sales and the tax they include, leaving cancelled orders out', async () => {
    await setTax({ ...registered, deliveryTaxable: false });
    const before = (await report(`?month=${month}`)).json();
    const kept = await order([{ _id: await product(120), qty: 1 }]);
    const cancelled = await order([{ _id: await product(60), qty: 1 }]);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/status-update/${cancelled._id}`,
      headers: bearer(owner),
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    const after = (await report(`?month=${month}`)).json();
    expect(after.orders - before.orders).toBe(1);
    expect(after.taxedOrders - before.taxedOrders).toBe(1);
    expect(after.sales - before.sales).toBeCloseTo(kept.totalPrice, 2);
    expect(after.included - before.included).toBeCloseTo(20, 2);
    expect(after.vat - before.vat).toBeCloseTo(15, 2);
    expect(after.vat + after.nhil + after.getfund).toBeCloseTo(after.included, 2);
    expect(after.net).toBeCloseTo(after.sales - after.included, 2);
    expect((await report('?month=1999-01')).json()).toMatchObject({ orders: 0, included: 0 });
  });

  it('writes the month’s sales one by one with their tax, and the totals last', async () => {
    const csv = await report(`.csv?month=${month}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`tax-${month}`);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('"VAT (₵)"');
    const total = (await report(`?month=${month}`)).json();
    expect(lines.at(-1)).toContain(`"Total ${month}"`);
    expect(lines.at(-1)).toContain(`"${total.orders} orders"`);
    expect(lines).toHaveLength(total.orders + 2);
  });

  it('refuses a month not written YYYY-MM', async () => {
    const res = await report('?month=November');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('month');
  });
});
