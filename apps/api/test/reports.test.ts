import { buffer } from 'node:stream/consumers';
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../src/db/schema.ts';
import { ordersCsv } from '../src/modules/orders/reports.ts';
import { type Account, bearer, shopWithAccountsForFile } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { placeOrder } from './helpers/orders.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Account;
let customer: Account;
let watchId: string;
let nearlyGoneId: string;
shopWithAccountsForFile((shop) => ({ t, admin, customer } = shop), {
  env: { LOW_STOCK_THRESHOLD: '3' },
});
beforeAll(async () => {
  const category = await insertCategory(t.db, 'Watches');
  const watch = await insertProduct(t.db, {
    name: '=Casio "Pro"',
    colors: ['Black'],
    categoryId: category.id,
    discount: 100,
    stock: 20,
  });
  watchId = watch.id;
  nearlyGoneId = (
    await insertProduct(t.db, { name: 'Nearly Gone', categoryId: category.id, stock: 2 })
  ).id;
  await placeOrder(t.app, [{ _id: watch.id, qty: 2, productColor: 'Black' }], undefined, {
    province: 'Ashanti',
  });
  await placeOrder(t.app, [{ _id: watch.id, qty: 1 }], undefined, { province: 'Greater Accra' });
  const cancelled = (
    await placeOrder(t.app, [{ _id: watch.id, qty: 5 }], undefined, { province: 'Volta' })
  ).json().order;
  await t.db
    .update(orders)
    .set({ deliveryStatus: 'cancelled' })
    .where(eq(orders.id, cancelled._id));
});

const get = (url: string, who: Account | null = admin) =>
  t.app.inject({ url, headers: who ? bearer(who) : {} });

describe('sales report', () => {
  it('counts the last 30 days, regions and low stock, leaving cancelled orders out', async () => {
    const res = await get('/api/orders/admin-stats');
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.days).toHaveLength(30);
    expect(report.days.at(-1)).toMatchObject({
      date: new Date().toISOString().slice(0, 10),
      orders: 2,
      revenue: 310,
    });
    expect(report.regions).toEqual([
      { province: 'Ashanti', orders: 1, revenue: 200 },
      // ₵100 of items is not over the free delivery amount: ₵10 for delivery.
      { province: 'Greater Accra', orders: 1, revenue: 110 },
    ]);
    expect(report.lowStockThreshold).toBe(3);
    expect(report.lowStock.map((p: { name: string }) => p.name)).toEqual(['Nearly Gone']);
  });
});

describe('CSV exports', () => {
  it('exports every order line for a spreadsheet', async () => {
    const res = await get('/api/orders/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]!.startsWith('\uFEFF"Order Id","Date","Customer"')).toBe(true);
    expect(lines[0]).toContain('"Unit Price (₵)"');
    expect(lines).toHaveLength(5);
    expect(res.body).toContain(
      '"\'=Casio ""Pro""","Test Brand","","Black","2","100.00","200.00","0.00","200.00"',
    );
    expect(res.body).toMatch(
      /"GH-\d{4}-\d{6}","\d{4}-\d{2}-\d{2} \d{2}:\d{2}","Ama Mensah","'\+233244550123"/,
    );
  });

  it('exports the products', async () => {
    const res = await get('/api/products/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"Nearly Gone","Watches","Test Brand","120.00","99.50","2"');
  });

  it.each(['/api/orders/export.csv', '/api/products/export.csv', '/api/orders/admin-stats'])(
    '%s refuses visitors and customers',
    async (url) => {
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, customer)).statusCode).toBe(403);
    },
  );
});

describe('CSV exports of many rows', () => {
  it('are compressed on the way when the client accepts it', async () => {
    const plain = await get('/api/orders/export.csv');
    const res = await t.app.inject({
      url: '/api/orders/export.csv',
      headers: { ...bearer(admin), 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(plain.body);
  });

  it('list every order line once, in order, however small the pages', async () => {
    // An order of two lines made at the very moment of another: pages must tell them apart.
    const order = (
      await placeOrder(t.app, [
        { _id: watchId, qty: 1 },
        { _id: nearlyGoneId, qty: 1 },
      ])
    ).json().order;
    await t.db
      .update(orders)
      .set({ createdAt: sql`(select min(created_at) from orders)` })
      .where(eq(orders.id, order._id));
    const csv = async (pageSize?: number) =>
      (await buffer(await ordersCsv(t.db, pageSize))).toString('utf8');
    const whole = await csv();
    expect(whole.split('\r\n')).toHaveLength(1 + 5 + 1);
    expect(await csv(1)).toBe(whole);
    expect(await csv(2)).toBe(whole);
  });

  it('list every product once, past a page of them', async () => {
    const bulk = await insertCategory(t.db, 'Zz Bulk');
    await t.db.insert(products).values(
      Array.from({ length: 510 }, () => ({
        name: 'Same Name',
        description: 'One of many.',
        pricePesewas: 1000,
        discountPesewas: 900,
        stock: 5,
        categoryId: bulk.id,
      })),
    );
    const lines = (await get('/api/products/export.csv')).body.split('\r\n');
    expect(lines).toHaveLength(1 + 2 + 510 + 1);
    const ids = lines.slice(3, -1).map((line) => line.slice(1, 37));
    expect(new Set(ids).size).toBe(510);
    expect(ids).toEqual([...ids].sort());
  });
});
