import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.ts';
import { catalogueNoticed } from './helpers/catalogue-noticed.ts';
import { decoded } from './helpers/compressed.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let second: TestApp;
let watchId: string;
let shoeIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  second = await createTestApp({ besides: t });
  const shoes = await insertCategory(t.db, 'Shoes');
  const watches = await insertCategory(t.db, 'Watches');
  shoeIds = [];
  for (let i = 0; i < 4; i++)
    shoeIds.push((await insertProduct(t.db, { name: `Shoe ${i}`, categoryId: shoes.id })).id);
  watchId = (await insertProduct(t.db, { name: 'Casio Watch', categoryId: watches.id })).id;
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('GET /api/products/get-product-details/:id', () => {
  it('answers the product, others of its category and more from the shop', async () => {
    const res = await t.app.inject(`/api/products/get-product-details/${shoeIds[0]}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.product).toMatchObject({ _id: shoeIds[0], name: 'Shoe 0' });
    expect(body.relatedProducts.map((p: { _id: string }) => p._id).sort()).toEqual(
      shoeIds.slice(1).sort(),
    );
    expect(body.moreProducts.map((p: { _id: string }) => p._id)).toEqual([watchId]);
  });

  it('answers 404 with an error for unknown ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', '%27%20or%201%3D1']) {
      const res = await t.app.inject(`/api/products/get-product-details/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Product not found' });
    }
  });
});

describe('catalogue caching', () => {
  it('tags catalogue reads with the catalogue version and answers 304 while nothing changed', async () => {
    const res = await t.app.inject('/api/home/query-products?category=Shoes');
    expect(res.headers['cache-control']).toBe('no-cache');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"catalogue-\d+-[\w-]+"$/);
    const again = await t.app.inject({
      url: '/api/home/query-products?category=Shoes',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    for (const url of [
      '/api/category/categories',
      `/api/products/${watchId}`,
      '/api/products/new',
      `/api/products/customer/get-reviews/${watchId}`,
    ]) {
      const tagged = String((await t.app.inject(url)).headers.etag);
      expect(tagged.split('-')[1], url).toBe(etag.split('-')[1]);
      const unchanged = await t.app.inject({ url, headers: { 'if-none-match': tagged } });
      expect(unchanged.statusCode, url).toBe(304);
    }
  });

  it('shows a write made through another api process once told of it, in the listing and the ETag', async () => {
    const before = await t.app.inject(`/api/products/${watchId}`);
    expect(before.json().stock).toBe(10);
    await t.app.inject('/api/home/query-products?searchValue=casio');

    await second.db
      .update(products)
      .set({ stock: 3, name: 'Casio Edifice Watch' })
      .where(eq(products.id, watchId));
    await catalogueNoticed(t);

    const after = await t.app.inject({
      url: `/api/products/${watchId}`,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ stock: 3, name: 'Casio Edifice Watch' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const search = (await t.app.inject('/api/home/query-products?searchValue=edifice')).json();
    expect(search.products.map((p: { _id: string }) => p._id)).toEqual([watchId]);
  });

  it('sends a kept answer in the coding each browser accepts, the same JSON in each', async () => {
    const url = '/api/home/query-products?category=Shoes&pageNumber=1';
    const ask = (acceptEncoding?: string) =>
      t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
    const first = await ask('gzip, deflate, br');
    const answers = [first, await ask('gzip, deflate, br'), await ask('gzip'), await ask()];
    expect(answers.map((res) => res.headers['content-encoding'])).toEqual([
      'br',
      'br',
      'gzip',
      undefined,
    ]);
    for (const res of answers) {
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers.etag).toBe(first.headers.etag);
      expect(JSON.parse(decoded(res)).products).toHaveLength(4);
    }
  });

  it('does not cache errors or another route', async () => {
    const missing = await t.app.inject('/api/products/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject('/api/health')).headers.etag).toBeUndefined();
  });
});
