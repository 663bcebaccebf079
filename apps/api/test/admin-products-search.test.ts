import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, bearer, signUpAdmin } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { boundlessScans, type PlanNode } from './helpers/plan-scans.ts';
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

describe('with 20,000 products', () => {
  beforeAll(async () => {
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table products disable trigger products_changed`);
      await tx.execute(sql`
        insert into products (name, description, price_pesewas, discount_pesewas, stock, category_id, brand)
        select 'Radio ' || md5(i::text), 'A radio.', 1000, 900, 100, ${kitchen}, 'Brand'
        from generate_series(1, 20000) as i`);
      await tx.execute(sql`alter table products enable trigger products_changed`);
    });
    await t.db.execute(sql`analyze products`);
  }, 120_000);

  /** The scans of every product that the statements holding `marker` would make. */
  async function wholeScans(marker: string) {
    const findings: string[] = [];
    const client = (t.db as unknown as { $client: Explainer }).$client;
    const searched = t.sql.sent.filter(({ query }) => query.includes(marker));
    expect(searched).toHaveLength(2); // the page and its count
    for (const { query, params } of searched) {
      const { rows } = await client.query(`explain (format json) ${query}`, params);
      const plan = Object.values(rows[0] ?? {})[0];
      const [first] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
      for (const scan of boundlessScans(first!.Plan)) findings.push(`${scan}\n  in: ${query}`);
    }
    return findings;
  }

  it('finds by part of the name without reading every product', async () => {
    t.sql.reset();
    expect((await names('q=kettle')).body.count).toBe(2);
    const findings = await wholeScans('ilike');
    expect(findings, findings.join('\n\n')).toEqual([]);
  });

  it('finds the products running low without reading every product', async () => {
    t.sql.reset();
    expect((await names('low=1')).body.count).toBe(2);
    const findings = await wholeScans('any(array(');
    expect(findings, findings.join('\n\n')).toEqual([]);
  });
});
type Explainer = { query(text: string, params: unknown[]): Promise<{ rows: object[] }> };
