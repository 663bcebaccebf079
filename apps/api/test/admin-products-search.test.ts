import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, bearer, signUpAdmin } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The back office's product list: by part of the name, one category, and running low (stock at
// most LOW_STOCK_THRESHOLD), counted, while the shop's own listing answers as it always has.

let t: TestApp;
let owner: Account;
let catalogue: Account;
let desk: Account;
let kitchen = '';

beforeAll(async () => {
  t = await createTestApp({ env: { LOW_STOCK_THRESHOLD: '5' } });
  owner = await signUpAdmin(t.app, t.db);
  catalogue = await signUpAdmin(t.app, t.db, 'catalogue');
  desk = await signUpAdmin(t.app, t.db, 'orders');
  kitchen = (await insertCategory(t.db, 'Kitchen')).id;
  const fabric = (await insertCategory(t.db, 'Fabric')).id;
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  await insertProduct(t.db, {
    name: 'Electric Kettle',
    categoryId: kitchen,
    stock: 3,
    createdAt: day(1),
  });
  await insertProduct(t.db, {
    name: 'Steel Kettle 50%',
    categoryId: kitchen,
    stock: 40,
    createdAt: day(2),
  });
  await insertProduct(t.db, {
    name: 'Kente Stole',
    categoryId: fabric,
    stock: 5,
    createdAt: day(3),
  });
  await insertProduct(t.db, { name: 'Wax Print', categoryId: fabric, stock: 6, createdAt: day(4) });
});
afterAll(() => t?.close());

const list = (query: string, who: Account = owner) =>
  t.app.inject({ url: `/api/products/admin-products?${query}`, headers: bearer(who) });

async function names(query: string) {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return { names: res.json().products.map((p: { name: string }) => p.name), body: res.json() };
}

describe('the back-office product list', () => {
  it('finds by part of the name in any case, newest first, and counts', async () => {
    const { names: found, body } = await names('q=KETTLE');
    expect(found).toEqual(['Steel Kettle 50%', 'Electric Kettle']);
    expect(body).toMatchObject({ currentPage: 1, numberOfPages: 1, count: 2 });
    expect((await names('q=50%25')).names).toEqual(['Steel Kettle 50%']);
  });

  it('narrows to a category and to low stock (at most the threshold)', async () => {
    expect((await names(`category=${kitchen}`)).names).toEqual([
      'Steel Kettle 50%',
      'Electric Kettle',
    ]);
    expect((await names('low=1')).names).toEqual(['Kente Stole', 'Electric Kettle']);
    expect((await names(`low=1&category=${kitchen}&q=kettle`)).names).toEqual(['Electric Kettle']);
  });

  it('pages through a filter', async () => {
    const { body } = await names('low=1&page=2');
    expect(body).toMatchObject({ products: [], currentPage: 2, numberOfPages: 1, count: 2 });
    expect((await names('')).body.count).toBe(4);
  });

  it.each([
    ['low=yes', 'low'],
    ['category=kitchen', 'category'],
    [`q=${'a'.repeat(101)}`, 'q'],
    ['page=0', 'page'],
  ])('refuses %s naming the field', async (query, field) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: expect.any(String),
      fields: { [field]: expect.any(String) },
    });
  });

  it('is for the owner and the catalogue desk, not the orders desk', async () => {
    expect((await list('low=1', catalogue)).statusCode).toBe(200);
    expect((await list('low=1', desk)).statusCode).toBe(403);
    expect((await t.app.inject('/api/products/admin-products')).statusCode).toBe(401);
  });
});
