import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.ts';
import { bearer, signUpAdmin } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { placeOrder, setStatus } from './helpers/orders.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// An order changes stock, not the catalogue: what is cached stays (browsers revalidate to 304),
// the new stock shows within STOCK_SHOWN_WITHIN_SECONDS, an edit shows on the next request, and
// every order is checked against the stock in the table.

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));

async function shop(stockShownWithin: string) {
  const t = await createTestApp({
    env: { STOCK_SHOWN_WITHIN_SECONDS: stockShownWithin, GUEST_ORDERS_PER_PHONE: '0' },
  });
  apps.push(t);
  const category = await insertCategory(t.db, 'Watches');
  const product = await insertProduct(t.db, { categoryId: category.id, discount: 45, stock: 3 });
  const details = () => t.app.inject({ url: `/api/products/get-product-details/${product.id}` });
  const stockShown = async () => (await details()).json().product.stock as number;
  return { t, product, details, stockShown };
}

describe('stock apart from the catalogue', () => {
  it('an order leaves cached answers in place: the same ETag, a 304 to a browser that has it', async () => {
    const s = await shop('5');
    const before = await s.details();
    const etag = String(before.headers.etag);
    expect((await placeOrder(s.t.app, [{ _id: s.product.id, qty: 1 }])).statusCode).toBe(201);
    // The first order after a quiet while shows at once; the next ones wait their turn.
    expect(await s.stockShown()).toBe(2);
    const etagNow = String((await s.details()).headers.etag);
    expect(etagNow).not.toBe(etag);
    expect((await placeOrder(s.t.app, [{ _id: s.product.id, qty: 1 }])).statusCode).toBe(201);
    const again = await s.t.app.inject({
      url: `/api/products/get-product-details/${s.product.id}`,
      headers: { 'if-none-match': etagNow },
    });
    expect(again.statusCode).toBe(304);
    expect(await s.stockShown()).toBe(2);
  });

  it('shows the new stock within its window, while orders meet the stock in the table', async () => {
    const s = await shop('1');
    expect(await s.stockShown()).toBe(3);
    await placeOrder(s.t.app, [{ _id: s.product.id, qty: 1 }]);
    expect(await s.stockShown()).toBe(2);
    await placeOrder(s.t.app, [{ _id: s.product.id, qty: 2 }]);
    expect(await s.stockShown()).toBe(2); // a second ago it was 2: shown a little late
    const refused = await placeOrder(s.t.app, [{ _id: s.product.id, qty: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().available).toBe(0);
    await sleep(1100);
    expect(await s.stockShown()).toBe(0);
  });

  it('an edit shows on the next request, whatever the stock did', async () => {
    const s = await shop('5');
    await placeOrder(s.t.app, [{ _id: s.product.id, qty: 1 }]);
    await placeOrder(s.t.app, [{ _id: s.product.id, qty: 1 }]);
    await s.t.db
      .update(products)
      .set({ name: 'Renamed Watch' })
      .where(eq(products.id, s.product.id));
    const shown = (await s.details()).json().product;
    expect(shown.name).toBe('Renamed Watch');
    expect(shown.stock).toBe(1);
  });

  it('a cancelled order gives its stock back, shown as any change of stock is', async () => {
    const s = await shop('0');
    const admin = await signUpAdmin(s.t.app, s.t.db);
    const order = (await placeOrder(s.t.app, [{ _id: s.product.id, qty: 3 }])).json().order;
    expect(await s.stockShown()).toBe(0);
    expect((await setStatus(s.t.app, admin, order._id, 'cancelled')).statusCode).toBe(200);
    expect(await s.stockShown()).toBe(3);
  });
});

describe('the one process that writes to its database (an embedded data folder)', () => {
  it('answers cached catalogue reads without asking the database, and sees its own writes at once', async () => {
    const t = await createTestApp({ soleWriter: true, env: { GUEST_ORDERS_PER_PHONE: '0' } });
    apps.push(t);
    const admin = await signUpAdmin(t.app, t.db);
    const category = await insertCategory(t.db, 'Watches');
    const product = await insertProduct(t.db, { categoryId: category.id, discount: 45, stock: 3 });
    const details = async () =>
      (await t.app.inject({ url: `/api/products/get-product-details/${product.id}` })).json()
        .product;
    await details();
    t.sql.reset();
    expect((await details()).stock).toBe(3);
    expect(t.sql.statements).toEqual([]);

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/products/update-product-details/${product.id}`,
      headers: bearer(admin),
      payload: { name: 'Renamed Watch' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await details()).name).toBe('Renamed Watch');
    await placeOrder(t.app, [{ _id: product.id, qty: 1 }]);
    expect((await details()).stock).toBe(2);
  });
});
