import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { type Account, bearer, shopWithAccountsForFile } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { placeOrder } from './helpers/orders.ts';
import type { TestApp } from './helpers/test-app.ts';

// Nothing that changes state answers a GET (so a link, an <img> or a prefetch on another site can
// change nothing here). Every GET route is called by a visitor, a customer and the admin, with
// real ids in its path, and every table must read exactly the same afterwards. The one exception
// is the session refresh, a GET in the public API: it rotates its cookie and refuses cross-site callers
// (tested in accounts.test.ts).

const ROTATES_THE_SESSION = 'GET /api/users/refresh-token';

let t: TestApp;
let admin: Account;
let customer: Account;
const ids: Record<string, string> = {};

shopWithAccountsForFile((shop) => ({ t, admin, customer } = shop), { customerName: 'Customer A' });
beforeAll(async () => {
  const category = await insertCategory(t.db, 'Kitchen');
  const product = await insertProduct(t.db, { categoryId: category.id, stock: 10 });
  const order = (await placeOrder(t.app, [{ _id: product.id, qty: 1 }], customer)).json().order;
  await t.app.inject({
    method: 'POST',
    url: '/api/products/customer/submit-reviews',
    headers: bearer(customer),
    payload: { productId: product.id, rating: 4, review: 'Works well' },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Ama', email: 'ama@example.com', contact: '0244550123', message: 'Hello' },
  });
  Object.assign(ids, {
    id: product.id,
    productId: product.id,
    orderId: order._id,
    '*': 'missing.webp',
  });
  ids.categoryId = category.id;
  ids.userId = customer.session._id;
});

/** One text per table that changes if any row of it does. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    t.db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const prints: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ print: string | null }>(
      t.db,
      sql`select md5(string_agg(r::text, '|' order by r::text)) as print from ${sql.identifier(name)} r`,
    );
    prints[name] = row?.print ?? 'empty';
  }
  return prints;
}

/** The route's path with real ids: a category's for the category route, a user's for users. */
function urlOf(route: string): string {
  const path = route.slice(route.indexOf(' ') + 1);
  return path.replace(/:(\w+)|\*/g, (match, name: string | undefined) => {
    if (path.startsWith('/api/category/')) return ids.categoryId!;
    if (path.startsWith('/api/users/')) return ids.userId!;
    return ids[name ?? match]!;
  });
}

it('every GET route leaves every table as it was, whoever calls it', async () => {
  const gets = t.app.routeList.filter((r) => r.startsWith('GET ') && r !== ROTATES_THE_SESSION);
  expect(gets.length).toBeGreaterThan(25);
  const before = await fingerprint();
  expect(Object.keys(before)).toEqual(expect.arrayContaining(['orders', 'products', 'users']));
  const statuses = new Set<number>();
  for (const route of gets) {
    for (const who of [undefined, customer, admin]) {
      const res = await t.app.inject({ url: urlOf(route), headers: who ? bearer(who) : {} });
      statuses.add(res.statusCode);
    }
  }
  expect(statuses).toContain(200);
  expect(await fingerprint()).toEqual(before);
});
