import { randomUUID } from 'node:crypto';
import { NOT_FOUND } from '@adepa/contract/messages';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultWebDist } from '../src/app.ts';
import { keptPageAddresses } from '../src/plugins/web-app.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Pages with the real web app: its route table gives every page one address, which the server
// redirects every other spelling to before reading or rendering anything, keeps the page under,
// and names in the page's head. So a made-up query costs a redirect, never a render or a kept page.

let t: TestApp;
let productId: string;
/** The api reads the renderer made, by path. */
const reads: string[] = [];
const readsOf = (prefix: string) => reads.filter((url) => url.startsWith(prefix)).length;
const base = 'https://shop.adepa.example';

beforeAll(async () => {
  t = await createTestApp({
    webDist: defaultWebDist,
    env: { PUBLIC_URL: base },
    beforeReady: (app) =>
      app.addHook('onRequest', async (request) => {
        if (request.url.startsWith('/api/')) reads.push(request.url);
      }),
  });
  const shoes = await insertCategory(t.db, 'Shoes');
  await insertCategory(t.db, 'Sound Systems');
  productId = (await insertProduct(t.db, { name: 'Canvas Sneakers', categoryId: shoes.id })).id;
});
afterAll(() => t.close());

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers: { 'accept-encoding': '' } });
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const ogUrlOf = (html: string) => /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1];

describe('a page asked for by another spelling of its address', () => {
  it.each([
    ['/shop?x=1', '/shop'],
    ['/shop?utm_source=a&page=2', '/shop?page=2'],
    ['/shop?sort=low-to-high&category=Shoes', '/shop?category=Shoes&sort=low-to-high'],
    ['/shop?page=1&rating=&low=0&high=1000000', '/shop'],
    ['/shop?page=abc&rating=9&sort=cheapest', '/shop'],
    ['/shop?value=%20red%00shoes%20', '/shop?value=red+shoes'],
    ['/products?category=Sound%20Systems', '/products?category=Sound+Systems'],
    ['/products/search?category=&&value=speaker', '/products/search?value=speaker'],
    ['/SHOP/', '/shop'],
    ['/faq?fbclid=abc', '/faq'],
    ['/login?redirect=%2Fcheckout&utm_medium=email', '/login?redirect=%2Fcheckout'],
    ['/admin/get-all-products?page=3&sort=name', '/admin/get-all-products?page=3'],
    ['/admin/get-all-products?low=yes&q=kettle&x=1', '/admin/get-all-products?q=kettle'],
    [
      '/admin/dashboard/orders?page=2&status=pending&q=024%20455%200123&payment=maybe',
      '/admin/dashboard/orders?q=024+455+0123&status=pending&page=2',
    ],
    [
      '/reset-password/some-user/some-token?utm_source=mail',
      '/reset-password/some-user/some-token',
    ],
  ])('%s is redirected to %s', async (url, location) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await get(url, method);
      expect(res.statusCode, method).toBe(301);
      expect(res.headers.location, method).toBe(location);
      expect(res.headers['content-encoding'], method).toBeUndefined();
    }
    expect((await get(location)).statusCode).toBe(200);
  });

  it('a product named in capitals or with a query goes to its own address', async () => {
    const res = await get(`/product-details/${productId.toUpperCase()}?ref=whatsapp`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/product-details/${productId}`);
  });

  it('costs a redirect, never a read, a render or a kept page', async () => {
    const before = reads.length;
    const kept = keptPageAddresses(t.app).length;
    for (let i = 0; i < 50; i++) {
      expect((await get(`/shop?x=${randomUUID()}`)).statusCode).toBe(301);
    }
    expect(reads.length).toBe(before);
    expect(keptPageAddresses(t.app)).toHaveLength(kept);
  });

  it('always leads to a page, whatever the query', async () => {
    const query = fc.array(
      fc.tuple(
        fc.constantFrom('category', 'value', 'rating', 'low', 'high', 'sort', 'page', 'x', ''),
        fc.oneof(
          fc.string({ unit: fc.constantFrom('a', ' ', '%', '2', '5', '0', 'é', '&', '+', '=') }),
          fc.string({ unit: 'binary', maxLength: 300 }),
          fc.constantFrom('low-to-high', '4', '-1', '1e3', '2.5', '1000000'),
        ),
      ),
      { maxLength: 5 },
    );
    await fc.assert(
      fc.asyncProperty(query, async (pairs) => {
        const search = pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
        let url = `/shop?${search.join('&')}`;
        let res = await get(url);
        // The router decodes a query twice (as an address, then as its values), so `%2541` reads
        // as `A`: each redirect unwraps one such layer, and the chain is as long as the nesting.
        for (let hops = 0; res.statusCode === 301 && hops < 10; hops++) {
          url = String(res.headers.location);
          res = await get(url);
        }
        expect(res.statusCode, url).toBe(200);
      }),
      { numRuns: 40 },
    );
  });
});

describe('a page at its one address', () => {
  it.each([
    '/',
    '/shop',
    '/shop?category=Shoes&value=red+shoes&rating=4&low=10&high=50&sort=high-to-low&page=2',
    '/products?category=Sound+Systems',
    '/products/search?value=speaker',
    '/faq',
    '/login?redirect=%2Fcheckout',
    '/successfull-order?orderId=GH-2026-000001',
    '/admin/get-all-products?page=3',
    '/admin/get-all-products?q=kettle&low=1&page=2',
    '/admin/dashboard/orders?q=0244550123&status=pending&payment=paid&from=2026-03-01&to=2026-03-02&page=2',
  ])('%s is answered as it is', async (url) => {
    expect((await get(url)).statusCode).toBe(200);
  });

  it('is kept once, under that address, however it was asked for', async () => {
    const spellings = [
      '/shop?page=3&utm_source=a',
      '/shop?page=3',
      '/shop?page=3&page=4',
      '/shop?x=1&page=3.0',
      '/shop?sort=high-to-low&category=Shoes&fbclid=z',
      '/shop?category=Shoes&sort=high-to-low',
      '/shop?category=Shoes&&sort=high-to-low&page=01',
      '/SHOP?category=%53hoes&sort=high-to-low',
    ];
    const listings = readsOf('/api/home/query-products');
    const keptBefore = new Set(keptPageAddresses(t.app));
    for (const url of spellings) {
      let res = await get(url);
      if (res.statusCode === 301) res = await get(String(res.headers.location));
      expect(res.statusCode, url).toBe(200);
    }
    const kept = keptPageAddresses(t.app).filter((url) => !keptBefore.has(url));
    expect(kept.sort()).toEqual(['/shop?category=Shoes&sort=high-to-low', '/shop?page=3']);
    // Each rendered once, then sent as kept.
    expect(readsOf('/api/home/query-products') - listings).toBe(2);
  });

  it('is never kept when its address holds one visitor’s values', async () => {
    for (const url of [
      '/login?redirect=%2Fcheckout',
      '/successfull-order?orderId=GH-2026-000001',
      '/reset-password/some-user/some-token',
      '/admin/get-all-products?page=3',
    ]) {
      await get(url);
      expect(keptPageAddresses(t.app), url).not.toContain(url);
    }
  });

  it('names only that address as canonical and in its link previews', async () => {
    const res = await get('/shop?category=Shoes&sort=high-to-low');
    expect(canonicalOf(res.body)).toBe(`${base}/shop?category=Shoes&amp;sort=high-to-low`);
    expect(ogUrlOf(res.body)).toBe(canonicalOf(res.body));

    const search = await get('/products/search?value=100%25+cotton');
    expect(canonicalOf(search.body)).toBe(`${base}/products/search?value=100%25+cotton`);

    const product = await get(`/product-details/${productId}`);
    expect(canonicalOf(product.body)).toBe(`${base}/product-details/${productId}`);
    expect(ogUrlOf(product.body)).toBe(`${base}/product-details/${productId}`);
  });

  it('a page kept out of search engines names no canonical address', async () => {
    const res = await get('/login?redirect=%2Fcheckout');
    expect(res.body).toContain('<meta name="robots" content="noindex"/>');
    expect(canonicalOf(res.body)).toBeUndefined();
    expect(ogUrlOf(res.body)).toBeUndefined();
  });
});

describe('a product address', () => {
  it.each([
    ['not a product id', '/product-details/not-a-uuid'],
    ['a NUL byte', '/product-details/%00'],
    ['5 KB long', `/product-details/${'a'.repeat(5000)}`],
  ])('%s answers 404 with the not-found page, read from nowhere', async (_name, url) => {
    const before = readsOf('/api/products/');
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(NOT_FOUND);
    expect(canonicalOf(res.body)).toBeUndefined();
    expect(readsOf('/api/products/')).toBe(before);
    expect(keptPageAddresses(t.app)).not.toContain(url);
  });

  it('of no product answers 404 with the not-found page', async () => {
    const url = `/product-details/${randomUUID()}`;
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(NOT_FOUND);
    expect(canonicalOf(res.body)).toBeUndefined();
    expect(keptPageAddresses(t.app)).not.toContain(url);
  });

  it('of a product shows it', async () => {
    const res = await get(`/product-details/${productId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Canvas Sneakers | Adepa</title>');
  });
});
