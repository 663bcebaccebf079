import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../src/db/schema.ts';
import { catalogueVersions } from '../src/modules/products/index.ts';
import { lockForSale, takeStock } from '../src/modules/stock/index.ts';
import { type Account, bearer, signUpAdmin } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { placeOrder } from './helpers/orders.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Buyers racing for the last items, through two api processes on one database.

/** Takes one of a product, as an order does. */
async function take(tx: Parameters<Parameters<TestApp['db']['transaction']>[0]>[0], id: string) {
  const line = { productId: id, variantId: null, qty: 1 };
  return takeStock(tx, await lockForSale(tx, [id]), [line]);
}
let one: TestApp;
let two: TestApp;
let admin: Account;
let categoryId: string;

beforeAll(async () => {
  // Many guest orders from one phone number: the limit on those has tests of its own.
  const env = { GUEST_ORDERS_PER_PHONE: '0' };
  one = await createTestApp({ env });
  two = await createTestApp({ env, besides: one });
  admin = await signUpAdmin(one.app, one.db);
  categoryId = (await insertCategory(one.db, 'Sound Systems for Hire')).id;
});
afterAll(async () => {
  await two.close();
  await one.close();
});

const stockOf = async (id: string) =>
  (await one.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]
    ?.stock;

describe('stock under concurrency', () => {
  it('20 simultaneous orders of 1 for a stock of 5 give exactly 5 orders and stock 0', async () => {
    const product = await insertProduct(one.db, { name: 'Last Speakers', categoryId, stock: 5 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        placeOrder(i % 2 ? two.app : one.app, [{ _id: product.id, qty: 1 }]),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect(await stockOf(product.id)).toBe(0);
    const lines = await one.db.select().from(orders);
    expect(lines).toHaveLength(5);
    for (const failed of results.filter((r) => r.statusCode === 409)) {
      expect(failed.json()).toMatchObject({
        error: 'Sorry, Last Speakers is out of stock. Please remove it from your cart.',
        available: 0,
      });
    }
  });

  it('orders that take two products never deadlock or oversell either', async () => {
    const mic = await insertProduct(one.db, { name: 'Mic', categoryId, stock: 4 });
    const mixer = await insertProduct(one.db, { name: 'Mixer', categoryId, stock: 4 });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        placeOrder(
          i % 2 ? two.app : one.app,
          i % 2
            ? [
                { _id: mic.id, qty: 1 },
                { _id: mixer.id, qty: 1 },
              ]
            : [
                { _id: mixer.id, qty: 1 },
                { _id: mic.id, qty: 1 },
              ],
        ),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(4);
    expect(await stockOf(mic.id)).toBe(0);
    expect(await stockOf(mixer.id)).toBe(0);
  });

  // Found by `npm run load`: the catalogue version row was locked between two stock updates, so
  // an order of both products and an order of the second alone deadlocked (one answered 500).
  // PGlite is one connection, where transactions cannot overlap: PostgreSQL only.
  it.runIf(process.env.TEST_DATABASE === 'postgres')(
    'an order of two products and an order of the second one alone never deadlock',
    async () => {
      const [first, second] = [
        await insertProduct(one.db, { name: 'Headset', categoryId, stock: 5 }),
        await insertProduct(one.db, { name: 'Speaker Stand', categoryId, stock: 5 }),
      ]
        .map((p) => p.id)
        .sort();
      const before = await catalogueVersions(one.db);
      let tookFirst!: () => void;
      const firstIsTaken = new Promise<void>((resolve) => (tookFirst = resolve));
      const both = one.db.transaction(async (tx) => {
        await take(tx, first!);
        tookFirst();
        // The other order takes the second product now, while this one holds the first.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await take(tx, second!);
      });
      await firstIsTaken;
      const alone = two.db.transaction((tx) => take(tx, second!));
      await Promise.all([both, alone]);
      expect(await stockOf(first!)).toBe(4);
      expect(await stockOf(second!)).toBe(3);
      // Stock changed, not the catalogue: cached pages stay, their stock shows within seconds.
      const after = await catalogueVersions(one.db);
      expect(after.stock).toBeGreaterThan(before.stock);
      expect(after.catalogue).toBe(before.catalogue);
    },
  );

  it('two simultaneous cancellations, or a cancellation and a deletion, return the stock once', async () => {
    const product = await insertProduct(one.db, { name: 'PA System', categoryId, stock: 10 });
    const first = (await placeOrder(one.app, [{ _id: product.id, qty: 3 }])).json().order;
    const second = (await placeOrder(one.app, [{ _id: product.id, qty: 2 }])).json().order;
    expect(await stockOf(product.id)).toBe(5);
    const cancel = (app: TestApp, id: string) =>
      app.app.inject({
        method: 'POST',
        url: `/api/orders/status-update/${id}`,
        headers: bearer(admin),
        payload: { status: 'cancelled' },
      });
    const remove = (app: TestApp, id: string) =>
      app.app.inject({
        method: 'DELETE',
        url: `/api/orders/delete-order/${id}`,
        headers: bearer(admin),
      });

    await Promise.all([cancel(one, first._id), cancel(two, first._id)]);
    expect(await stockOf(product.id)).toBe(8);
    await Promise.all([cancel(one, second._id), remove(two, second._id)]);
    expect(await stockOf(product.id)).toBe(10);
  });
});
