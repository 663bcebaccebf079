import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultWebDist } from '../src/app.ts';
import { type Db, queryRows } from '../src/db/client.ts';
import { boundlessScans, type PlanNode } from './helpers/plan-scans.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// With a large catalogue and every cache off, the storefront's catalogue pages are rendered
// without a statement that reads every product: each statement the four pages send (the page's
// own and those of the api calls its server render makes) is explained with the values it was
// sent with, and no plan may scan the products table without a bound (see plan-scans.ts).

/**
 * As many as PostgreSQL fills in a few seconds; PGlite, slower, gets fewer (still enough that a
 * statement that needs every product is planned as a scan: the last test checks).
 */
const PRODUCTS = process.env.TEST_DATABASE === 'postgres' ? 100_000 : 20_000;
const SHELVES = 25;
/** One word of every product's name; the search looks for the rarest. */
const NOUNS = ['Kettle', 'Fan', 'Lamp', 'Chair', 'Blender', 'Radio', 'Iron', 'Cooler'];
const RARE_NOUN = 'Trampoline';
const RARE_EVERY = 500;

let t: TestApp;
let productId = '';

beforeAll(async () => {
  t = await createTestApp({ webDist: defaultWebDist, env: { CATALOGUE_CACHE: 'off' } });
  await fillCatalogue(t.db);
  const [rare] = await queryRows<{ id: string }>(
    t.db,
    sql`select id from products where name like ${`${RARE_NOUN}%`} limit 1`,
  );
  productId = rare!.id;
}, 120_000);
afterAll(() => t?.close());

/**
 * The catalogue in a few set-based statements. The triggers that keep the search vectors and the counts per
 * category run as they do for the admin's edits; only the catalogue version, raised row by row at
 * commit, is raised once instead.
 */
async function fillCatalogue(db: Db) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table products disable trigger products_changed`);
    const n = (value: number) => sql.raw(String(value));
    await tx.execute(sql`
      insert into categories (name, image_url, image_id)
      select 'Shelf ' || s, '/uploads/shelf-' || s || '.webp', 'shelf-' || s
      from generate_series(1, ${n(SHELVES)}) as s`);
    await tx.execute(sql`
      insert into products (name, description, price_pesewas, discount_pesewas, stock,
        category_id, brand, rating, num_reviews, created_at)
      select p.name, p.name || ', a sturdy thing for the house.', price, price - price / 10,
        i % 50, shelf.id, 'Brand ' || (i % 40), (i % 21) / 4.0, i % 21,
        now() - i * interval '1 minute'
      from (
        select i,
          case when i % ${n(RARE_EVERY)} = 0 then ${RARE_NOUN}::text
            else (string_to_array(${NOUNS.join(',')}::text, ','))[1 + i % ${n(NOUNS.length)}]
          end || ' ' || (i % 97) as name,
          100 + (i * 7919) % 900000 as price
        from generate_series(1, ${n(PRODUCTS)}) as i
      ) as p
      join categories shelf on shelf.name = 'Shelf ' || (1 + p.i % ${n(SHELVES)})`);
    await tx.execute(sql`alter table products enable trigger products_changed`);
    await tx.execute(sql`update catalogue_state set version = version + 1 where id = 1`);
  });
  await db.execute(sql`analyze`);
}

/** The plan PostgreSQL chooses for a statement with the values it was sent with. */
async function planOf(query: string, params: unknown[]): Promise<PlanNode> {
  const client = (t.db as unknown as { $client: Explainer }).$client;
  const { rows } = await client.query(`explain (format json) ${query}`, params);
  const text = Object.values(rows[0] ?? {})[0];
  const plans = (typeof text === 'string' ? JSON.parse(text) : text) as { Plan: PlanNode }[];
  return plans[0]!.Plan;
}
type Explainer = { query(text: string, params: unknown[]): Promise<{ rows: object[] }> };

/** Every statement a page sends, with what the plan of each reads of products unbounded. */
async function scansOfPage(url: string) {
  t.sql.reset();
  const res = await t.app.inject({ url, headers: { 'accept-encoding': '' } });
  expect(res.statusCode, `${url} answers ${res.statusCode}`).toBe(200);
  const sent = [...t.sql.sent];
  const findings: string[] = [];
  for (const { query, params } of sent) {
    for (const scan of boundlessScans(await planOf(query, params))) {
      findings.push(`${scan}\n  in: ${query}\n  values: ${JSON.stringify(params)}`);
    }
  }
  return { sent, findings };
}

describe(`the catalogue pages with ${PRODUCTS} products and no cache`, () => {
  it('holds as many products as it was filled with', async () => {
    const res = await t.app.inject('/api/home/query-products');
    expect(res.json().totalProduct).toBe(PRODUCTS);
  });

  it.each([
    ['the shop', () => '/shop'],
    ['a category', () => '/products?category=Shelf+7'],
    ['a search', () => `/products/search?value=${RARE_NOUN.toLowerCase()}`],
    ['a product', () => `/product-details/${productId}`],
    ['a price range', () => '/shop?low=100&high=150'],
    [
      'a category with filters',
      () => '/shop?category=Shelf+7&rating=4&low=100&high=500&sort=low-to-high',
    ],
    [
      'a search in a category',
      () => `/products/search?category=Shelf+7&value=${RARE_NOUN.toLowerCase()}`,
    ],
  ])('%s reads no products but those it shows or counts by an index', async (_, url) => {
    const { sent, findings } = await scansOfPage(url());
    expect(sent.some(({ query }) => query.includes('"products"'))).toBe(true);
    expect(findings, findings.join('\n\n')).toEqual([]);
  });

  it('finds a statement that reads every product', async () => {
    // Without this, an empty list of findings could mean a table too small to scan.
    expect(boundlessScans(await planOf('select count(*) from products', []))).not.toEqual([]);
    expect(
      boundlessScans(await planOf(`select id from products where description like $1`, ['%x%'])),
    ).toEqual([expect.stringContaining('Seq Scan on products')]);
  });
});
