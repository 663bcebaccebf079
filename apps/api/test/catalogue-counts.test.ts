import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../src/db/client.ts';
import { type Account, bearer, shopWithAccountsForFile } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { placeOrder } from './helpers/orders.ts';
import type { TestApp } from './helpers/test-app.ts';

// The listing's totals come from counts per category that triggers keep in the writing
// transaction: adding, moving and removing a product changes them; an order, or any other edit
// of a product, does not even write them, so orders never wait on a count.

let t: TestApp;
let admin: Account;
let customer: Account;
const ids = { shoes: '', watches: '', shoeIds: [] as string[], watchIds: [] as string[] };

shopWithAccountsForFile((shop) => ({ t, admin, customer } = shop), {
  env: { CATALOGUE_CACHE: 'off' },
});
beforeAll(async () => {
  ids.shoes = (await insertCategory(t.db, 'Shoes')).id;
  ids.watches = (await insertCategory(t.db, 'Watches')).id;
  for (let i = 0; i < 3; i++) {
    const shoe = await insertProduct(t.db, { name: `Shoe ${i}`, categoryId: ids.shoes, stock: 9 });
    ids.shoeIds.push(shoe.id);
  }
  for (let i = 0; i < 2; i++) {
    const watch = await insertProduct(t.db, { name: `Watch ${i}`, categoryId: ids.watches });
    ids.watchIds.push(watch.id);
  }
});

const admins = (method: 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload && { payload }) });

/** The listing's totals: the whole shop, then each category. */
async function totals() {
  const total = async (query: string) =>
    (await t.app.inject(`/api/home/query-products${query}`)).json().totalProduct;
  return [await total(''), await total('?category=shoes'), await total('?category=Watches')];
}

/** Each category's count as kept, and as counted from the products themselves. */
async function keptAndCounted() {
  return queryRows<{ kept: number; counted: number }>(
    t.db,
    sql`select coalesce(k.products, 0)::int as kept, count(p.id)::int as counted
      from categories c
      left join catalogue_counts k on k.category_id = c.id
      left join products p on p.category_id = c.id
      group by c.id, k.products`,
  );
}

/** Row versions of the counts: any write to a row gives it a new one. */
const countVersions = () =>
  queryRows<{ category_id: string; xmin: string }>(
    t.db,
    sql`select category_id, xmin::text as xmin from catalogue_counts order by category_id`,
  );

describe('counts per category', () => {
  it('follow products added, moved to another category and deleted', async () => {
    expect(await totals()).toEqual([5, 3, 2]);
    const versions = await countVersions();
    const moved = await admins('PUT', `/api/products/update-product-details/${ids.shoeIds[0]}`, {
      category: 'Watches',
    });
    expect(moved.statusCode).toBe(200);
    expect(await totals()).toEqual([5, 2, 3]);
    expect(await countVersions()).not.toEqual(versions);
    expect(
      (await admins('DELETE', `/api/products/delete-product/${ids.watchIds[0]}`)).statusCode,
    ).toBe(200);
    expect(await totals()).toEqual([4, 2, 2]);
    for (const { kept, counted } of await keptAndCounted()) expect(kept).toBe(counted);
  });

  it('are not changed by a write that rolls back', async () => {
    const before = await totals();
    await expect(
      t.db.transaction(async (tx) => {
        await insertProduct(tx as unknown as Db, { categoryId: ids.shoes });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await totals()).toEqual(before);
  });

  it('are not written by an order, a new price or stock, or a renamed category', async () => {
    const before = await countVersions();
    expect(before.length).toBeGreaterThan(0);
    const order = await placeOrder(t.app, [{ _id: ids.shoeIds[1]!, qty: 2 }], customer);
    expect(order.statusCode).toBe(201);
    const edit = await admins('PUT', `/api/products/update-product-details/${ids.shoeIds[2]}`, {
      price: 150,
      discount: 140,
      stock: 4,
      category: 'Shoes',
    });
    expect(edit.statusCode).toBe(200);
    await t.db.execute(sql`update categories set name = 'Sneakers' where id = ${ids.shoes}`);
    expect(await countVersions()).toEqual(before);
    expect(await totals()).toEqual([4, 0, 2]);
  });
});
