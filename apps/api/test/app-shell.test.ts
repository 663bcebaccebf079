import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PAGE_LOADER } from '@adepa/contract/page-loader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptPageAddresses } from '../src/plugins/web-app.ts';
import { catalogueNoticed } from './helpers/catalogue-noticed.ts';
import { decoded } from './helpers/compressed.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { fakeWebBuild } from './helpers/fake-web-build.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The plugin's side of pages, with a renderer that answers as the real one does (a status, a
// redirect, or a streamed document) and writes into each page what the plugin gave it and how
// many pages it has rendered, so a test can tell a rendered page from a kept one. The real
// renderer's pages are tested in page-addresses.test.ts and e2e.
const renderer = `let renders = 0;
export function createPageRenderer(setup) {
  return async (url) => {
    if (url === '/old-address') return { status: 302, location: '/new-address' };
    const categories = await (await setup.fetch('/api/category/categories')).json();
    renders += 1;
    const html = '<!doctype html><html><head><title>' + setup.shop.name + '</title></head><body>' +
      '<p>' + url + '</p><p>render ' + renders + '</p><p>' + categories.length + ' categories</p>' +
      '<p>' + setup.publicUrl + ' ' + Object.keys(setup.manifest).join() + '</p>' +
      '<p>' + 'padding '.repeat(200) + '</p></body></html>';
    async function* body() { yield Buffer.from(html.slice(0, 100)); yield Buffer.from(html.slice(100)); }
    return { status: url.startsWith('/no/') ? 404 : 200, body: body(), shared: !url.startsWith('/mine/') };
  };
}
`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    webDist: fakeWebBuild(renderer),
    env: { SHOP_NAME: 'Adepa Test', PUBLIC_URL: 'https://shop.adepa.example' },
  });
});
afterAll(() => t.close());

const renderCount = (html: string) => Number(/render (\d+)/.exec(html)?.[1]);

describe('health', () => {
  it('reports the database', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: { kind: process.env.TEST_DATABASE, ok: true },
    });
  });
});

describe('unknown API paths', () => {
  it.each(['/api/nope', '/api/products/allProducts/extra/segments', '/api'])(
    '%s is a JSON 404',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json().error).toMatch(/Not found/);
    },
  );

  it('a write to an unknown path is a JSON 404, not the web app', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/checkout', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatch(/Not found/);
  });
});

describe('pages', () => {
  it('are rendered by the web app with what the shop gives it, at the status it decides', async () => {
    const res = await t.app.inject({ url: '/shop?page=2', headers: { 'accept-encoding': '' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.body).toContain('<title>Adepa Test</title>');
    expect(res.body).toContain('<p>/shop?page=2</p>');
    expect(res.body).toContain('https://shop.adepa.example src/entry-client.tsx');
    // The renderer read the catalogue through the api itself.
    expect(res.body).toContain('<p>0 categories</p>');

    const missing = await t.app.inject('/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/text\/html/);
  });

  it('follow the renderer’s redirects', async () => {
    const res = await t.app.inject('/old-address');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/new-address');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('are kept while the catalogue is unchanged, and revalidated by ETag', async () => {
    const first = await t.app.inject({ url: '/faq', headers: { 'accept-encoding': '' } });
    const again = await t.app.inject({ url: '/faq', headers: { 'accept-encoding': '' } });
    expect(again.body).toBe(first.body);
    const etag = String(first.headers.etag);
    expect(again.headers.etag).toBe(etag);
    const unchanged = await t.app.inject({ url: '/faq', headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    await insertCategory(t.db, 'Shoes');
    await catalogueNoticed(t);
    const changed = await t.app.inject({
      url: '/faq',
      headers: { 'if-none-match': etag, 'accept-encoding': '' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(renderCount(changed.body)).toBeGreaterThan(renderCount(first.body));
    expect(changed.body).toContain('<p>1 categories</p>');
  });

  it('asked for by many at once, are rendered once between them', async () => {
    const asked = await Promise.all(
      ['gzip, deflate, br', 'gzip', '', 'br'].map((accept) =>
        t.app.inject({ url: '/privacy-policy', headers: { 'accept-encoding': accept } }),
      ),
    );
    const renders = asked.map((res) => renderCount(decoded(res)));
    expect(new Set(renders).size).toBe(1);
    expect(asked.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
  });

  it('are never kept when the renderer says they are one visitor’s', async () => {
    const first = await t.app.inject('/mine/order');
    const again = await t.app.inject('/mine/order');
    expect(again.statusCode).toBe(200);
    expect(renderCount(again.body)).toBe(renderCount(first.body) + 1);
  });

  it('are never kept when they are not found', async () => {
    const first = await t.app.inject('/no/thing');
    const again = await t.app.inject('/no/thing');
    expect(again.statusCode).toBe(404);
    expect(again.headers.etag).toBeUndefined();
    expect(renderCount(again.body)).toBe(renderCount(first.body) + 1);
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
  ])('are compressed for "%s" as %s, rendered or kept', async (accept, encoding) => {
    const url = `/about-us?accept=${encodeURIComponent(accept)}`;
    for (const round of ['rendered', 'kept']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding'], round).toBe(encoding);
      const html =
        encoding === 'br'
          ? brotliDecompressSync(res.rawPayload)
          : encoding === 'gzip'
            ? gunzipSync(res.rawPayload)
            : res.rawPayload;
      expect(html.toString(), round).toContain(`<p>${url}</p>`);
      expect(html.toString(), round).toMatch(/<\/html>$/);
    }
  });

  it('keep a page once for every way it is asked for', async () => {
    const url = '/contact-us';
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': '' } });
    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('serves hashed assets with a year of immutable caching', async () => {
    const res = await t.app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a missing asset instead of a page', async () => {
    expect((await t.app.inject('/assets/missing.js')).statusCode).toBe(404);
    expect((await t.app.inject('/uploads/missing.webp')).statusCode).toBe(404);
  });

  it('serves other public files with a short cache', async () => {
    const res = await t.app.inject('/logo.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('compression', () => {
  beforeAll(async () => {
    const category = await insertCategory(t.db, 'Compressed Goods');
    for (let i = 0; i < 12; i++) await insertProduct(t.db, { categoryId: category.id });
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.9', 'br'],
    ['br;q=0, gzip;q=0', undefined],
    ['', undefined],
  ])('of catalogue JSON for "%s" is %s, read or kept', async (accept, encoding) => {
    const url = '/api/products/allProducts';
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': '' } });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const round of ['read', 'kept']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': accept } });
      expect(res.statusCode, round).toBe(200);
      expect(res.headers['content-encoding'], round).toBe(encoding);
      if (encoding) expect(res.headers.vary, round).toMatch(/accept-encoding/);
      expect(JSON.parse(decoded(res)), round).toEqual(plain.json());
    }
  });

  it('keeps the ETag, and a 304 has no body to compress', async () => {
    const url = '/api/products/allProducts';
    const headers = { 'accept-encoding': 'br, gzip' };
    const first = await t.app.inject({ url, headers });
    expect(first.headers.etag).toBeDefined();
    const again = await t.app.inject({
      url,
      headers: { ...headers, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('leaves small replies as they are', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().status).toBe('ok');
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
  ])('serves the build’s precompressed assets for "%s" as %s', async (accept, encoding) => {
    const res = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': accept },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(decoded(res)).toBe('console.log("app")');
  });
});

describe('security headers', () => {
  it.each(['/', '/api/health', '/api/nope', '/assets/index-abc123.js'])(
    'are on %s',
    async (url) => {
      const res = await t.app.inject(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      // Its own scripts, and of inline ones only the pages' loader, by the hash of its text.
      const loader = createHash('sha256').update(PAGE_LOADER).digest('base64');
      expect(csp).toContain(`script-src 'self' 'sha256-${loader}';`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );
});

describe('an address that cannot be decoded', () => {
  it.each(['/%E0%A4%A', '/api/products/%E0%A4%A', '/shop/%'])(
    'answers %s 400 in words, with the security headers',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'This address cannot be read. Check it for stray % signs.',
      });
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );
});

describe('OpenAPI', () => {
  it('documents the routes at /api/docs/json', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/category/categories',
        '/api/category/category/{id}',
        '/api/products/allProducts',
        '/api/products/new',
        '/api/products/{id}',
      ]),
    );
    expect(doc.paths['/api/products/allProducts'].get.parameters[0]).toMatchObject({
      name: 'page',
      in: 'query',
    });
  });

  it('serves the docs page', async () => {
    const res = await t.app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('pages asked for before the renderer is loaded', () => {
  // The api answers before its renderer is loaded (server.ts loads it once listening): this one
  // takes a while to load, and the pages asked for meanwhile wait for it.
  const slowRenderer = `await new Promise((resolve) => setTimeout(resolve, 300));
export function createPageRenderer() {
  return async (url) => {
    async function* body() { yield Buffer.from('<!doctype html><p>' + url + '</p>'); }
    return { status: 200, body: body(), shared: true };
  };
}
`;
  let slow: TestApp;
  beforeAll(async () => {
    slow = await createTestApp({ webDist: fakeWebBuild(slowRenderer) });
  });
  afterAll(() => slow.close());

  it('are answered with the page once it is, while the api answers at once', async () => {
    const pages = ['/', '/shop', '/shop'].map((url) => slow.app.inject(url));
    expect((await slow.app.inject('/api/health')).statusCode).toBe(200);
    const answers = await Promise.all(pages);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(answers[1]!.body).toBe('<!doctype html><p>/shop</p>');
  });
});

describe("pages drawn from a visitor's cookies", () => {
  // As /cart is drawn from the shopper's cart cookie: a page that reads cookies takes a while
  // (the catalogue is read for it) and is one visitor's own.
  const cookieRenderer = `export function createPageRenderer() {
  return async (url, request = {}) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const html = '<!doctype html><p>' + url + ' for ' + (request.cookie ?? 'a visitor') + '</p>';
    async function* body() { yield Buffer.from(html); }
    return { status: 200, body: body(), shared: false };
  };
}
`;
  let drawn: TestApp;
  beforeAll(async () => {
    drawn = await createTestApp({ webDist: fakeWebBuild(cookieRenderer) });
  });
  afterAll(() => drawn.close());

  it('are drawn for each visitor, even asked for at once, kept by no cache but their browser', async () => {
    const [ama, kofi, visitor] = await Promise.all(
      ['cart=ama', 'cart=kofi', undefined].map((cookie) =>
        drawn.app.inject({ url: '/cart', headers: cookie ? { cookie } : {} }),
      ),
    );
    expect(ama!.body).toBe('<!doctype html><p>/cart for cart=ama</p>');
    expect(kofi!.body).toBe('<!doctype html><p>/cart for cart=kofi</p>');
    expect(visitor!.body).toBe('<!doctype html><p>/cart for a visitor</p>');
    for (const page of [ama, kofi, visitor]) {
      expect(page!.headers['cache-control']).toBe('private, no-cache');
    }
    expect(keptPageAddresses(drawn.app)).toEqual([]);
  });
});
