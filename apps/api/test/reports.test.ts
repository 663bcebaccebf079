import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.ts';
import { type Account, bearer, signUp, signUpAdmin } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { placeOrder } from './helpers/orders.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Account;
let customer: Account;
beforeAll(async () => {
  t = await createTestApp({ env: { LOW_STOCK_THRESHOLD: '3' } });
  admin = await signUpAdmin(t.app, t.db);
  customer = await signUp(t.app);
  const category = await insertCategory(t.db, 'Watches');
  const watch = await insertProduct(t.db, {
    name: '=Casio "Pro"',
    categoryId: category.id,
    discount: 100,
    stock: 20,
  });
  await insertProduct(t.db, { name: 'Nearly Gone', categoryId: category.id, stock: 2 });
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
afterAll(() => t.close());

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
