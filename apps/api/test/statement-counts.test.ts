import { PAR_PAGE } from '@adepa/contract/catalogue';
import { REVIEWS_PAGE_SIZE } from '@adepa/contract/reviews';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../src/db/schema.ts';
import { type Account, bearer, shopWithAccountsForFile, signUp } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { address, type Line, placeOrder } from './helpers/orders.ts';
import type { TestApp } from './helpers/test-app.ts';

// No N+1: every catalogue and order endpoint sends the same number of SQL statements for a page
// of one item as for a full page (and for an order of one line as for ten). Each case asks the
// same endpoint about a "small" and a "full" subject and compares the counts. The catalogue cache
// is off, so every request really reaches the database.

let t: TestApp;
let admin: Account;
let customer: Account;
const small = { categoryName: 'Lonely Shelf', word: 'Kettle', product: '', order: '' };
const full = { categoryName: 'Busy Shelf', word: 'Fan', product: '', order: '' };
const FULL_LINES = 10;
const shelf: string[] = [];

shopWithAccountsForFile((shop) => ({ t, admin, customer } = shop), {
  env: { CATALOGUE_CACHE: 'off', ANONYMOUS_WRITES_PER_MINUTE: '1000' },
  customerName: 'Customer One',
});
beforeAll(async () => {
  const lonely = await insertCategory(t.db, small.categoryName);
  const busy = await insertCategory(t.db, full.categoryName);
  small.product = (
    await insertProduct(t.db, { name: 'Lonely Kettle', categoryId: lonely.id, stock: 100 })
  ).id;
  const many = [];
  for (let i = 0; i < PAR_PAGE + 3; i++) {
    many.push(
      await insertProduct(t.db, {
        name: `Busy Fan ${i}`,
        categoryId: busy.id,
        images: 3,
        stock: 100,
      }),
    );
  }
  shelf.push(...many.map((p) => p.id));
  full.product = shelf[0]!;
  const reviewers = await Promise.all(
    Array.from({ length: REVIEWS_PAGE_SIZE + 1 }, (_, i) => signUp(t.app, `Reviewer ${i}`)),
  );
  await t.db.insert(reviews).values(
    reviewers.map((r, i) => ({
      productId: full.product,
      userId: r.session._id,
      name: `Reviewer ${i}`,
      rating: 1 + (i % 5),
      comment: `Review number ${i}`,
    })),
  );
  small.order = await orderOf([{ _id: small.product, qty: 1 }]);
  full.order = await orderOf(many.slice(0, FULL_LINES).map((p) => ({ _id: p.id, qty: 1 })));
});

async function orderOf(lines: Line[]): Promise<string> {
  const res = await placeOrder(t.app, lines, customer);
  expect(res.statusCode).toBe(201);
  return res.json().order._id;
}

/** How many statements one request sends (it must succeed), and what it answered. */
async function statementsOf(
  request: { method?: 'GET' | 'POST'; url: string; payload?: object },
  who?: Account,
) {
  t.sql.reset();
  const res = await t.app.inject({
    method: request.method ?? 'GET',
    url: request.url,
    headers: who ? bearer(who) : {},
    ...(request.payload && { payload: request.payload }),
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  // The catalogue's versions are read by a request or kept from one a moment ago: not counted.
  const statements = t.sql.statements.filter((sql) => !sql.includes('from catalogue_state'));
  return { count: statements.length, body: res.json() };
}

type Subject = typeof small;
type Body = Record<string, unknown[]>;

describe('statements per request do not grow with the page', () => {
  it.each([
    {
      what: 'the shop listing of a category',
      url: (s: Subject) =>
        `/api/home/query-products?category=${s.categoryName}&sortPrice=low-to-high`,
      items: (b: Body) => b.products!.length,
    },
    {
      what: 'search',
      url: (s: Subject) => `/api/home/query-products?searchValue=${s.word}`,
      items: (b: Body) => b.products!.length,
    },
    {
      what: 'product details with related products',
      url: (s: Subject) => `/api/products/get-product-details/${s.product}`,
      items: (b: Body) => b.relatedProducts!.length,
    },
    {
      what: 'a page of reviews',
      url: (s: Subject) => `/api/products/customer/get-reviews/${s.product}?pageNo=1`,
      items: (b: Body) => b.reviews!.length,
    },
  ])('$what', async ({ url, items }) => {
    const one = await statementsOf({ url: url(small) });
    const page = await statementsOf({ url: url(full) });
    expect(items(one.body)).toBeLessThanOrEqual(1);
    expect(items(page.body)).toBeGreaterThan(4);
    expect(page.count).toBe(one.count);
  });

  it('an order of ten lines is placed with as many statements as an order of one', async () => {
    const lines = (n: number) => shelf.slice(0, n).map((_id) => ({ _id, qty: 1 }));
    const one = await statementsOf(
      {
        method: 'POST',
        url: '/api/orders/customer-order',
        payload: { ...address, products: lines(1) },
      },
      customer,
    );
    const ten = await statementsOf(
      {
        method: 'POST',
        url: '/api/orders/customer-order',
        payload: { ...address, products: lines(FULL_LINES) },
      },
      customer,
    );
    expect(ten.body.order.products).toHaveLength(FULL_LINES);
    expect(ten.count).toBe(one.count);
  });

  it('an order is placed in one round trip per step, its order never read back', async () => {
    // The customer's account; then in the transaction: lock the products; read their variants
    // (once the locks are held, so that it sees the last order's); take the stock; the delivery fees; the tax setting; the order; the SMS limits (the buyer's number locked, its day counted, the
    // shop's hour counted); its lines, mails and SMS in one write. (PGlite's begin and commit
    // do not pass through drizzle's log, so they are left out of the count on both.)
    await statementsOf(
      {
        method: 'POST',
        url: '/api/orders/customer-order',
        payload: { ...address, products: [{ _id: shelf[0], qty: 1 }] },
      },
      customer,
    );
    expect(t.sql.statements.filter((s) => !/^(begin|commit)\b/i.test(s.trim()))).toHaveLength(11);
  });

  it("an order's details, by its customer, by the admin and by tracking, whatever its lines", async () => {
    for (const [urlOf, who] of [
      [(id: string) => `/api/orders/get-order-by-customer/${id}`, customer],
      [(id: string) => `/api/orders/get-order-by-admin/${id}`, admin],
    ] as const) {
      const one = await statementsOf({ url: urlOf(small.order) }, who);
      const ten = await statementsOf({ url: urlOf(full.order) }, who);
      expect(ten.count).toBe(one.count);
    }
    const track = (orderId: string) => ({
      method: 'POST' as const,
      url: '/api/orders/track-order',
      payload: { orderId, phoneNumber: '+233244550123' },
    });
    expect((await statementsOf(track(full.order))).count).toBe(
      (await statementsOf(track(small.order))).count,
    );
  });

  it('order lists count the same with two orders as with a dozen', async () => {
    const lists: [string, Account][] = [
      ['/api/orders/get-orders-by-customer', customer],
      ['/api/orders/get-orders?page=1', admin],
      ['/api/orders/admin-dashboard?page=1', admin],
    ];
    const countAll = async () => {
      const counts = [];
      for (const [url, who] of lists) counts.push((await statementsOf({ url }, who)).count);
      return counts;
    };
    const before = await countAll();
    for (let i = 0; i < 10; i++) {
      await orderOf([
        { _id: full.product, qty: 1 },
        { _id: small.product, qty: 1 },
      ]);
    }
    expect(await countAll()).toEqual(before);
  });
});
