import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// A stand-in for the built web app: an index.html with the settings placeholder and one asset.
function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'adepa-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>x</title><!--shop-settings--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDist: fakeWebBuild(), env: { SHOP_NAME: 'Adepa Test <Shop>' } });
});
afterAll(() => t.close());

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

describe('the web app', () => {
  it.each(['/', '/product-details/123', '/admin/dashboard-summary', '/no/such/page'])(
    '%s falls back to index.html with the shop settings inside',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      const json = /<script type="application\/json" id="shop-settings">(.*?)<\/script>/.exec(
        res.body,
      )?.[1];
      expect(json).toBeDefined();
      expect(json).not.toContain('<Shop>');
      expect(JSON.parse(json ?? '{}')).toMatchObject({
        name: 'Adepa Test <Shop>',
        phone: '+233 32 202 4550',
      });
      expect(res.body).toContain(
        '<title>Adepa Test &#60;Shop&#62;: Good things, delivered. Pay when it arrives.</title>',
      );
    },
  );

  it('serves hashed assets with a year of immutable caching', async () => {
    const res = await t.app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    expect((await t.app.inject('/assets/missing.js')).statusCode).toBe(404);
    expect((await t.app.inject('/uploads/missing.webp')).statusCode).toBe(404);
  });

  it('serves other public files with a short cache', async () => {
    const res = await t.app.inject('/logo.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('security headers', () => {
  it.each(['/', '/api/health', '/api/nope', '/assets/index-abc123.js'])(
    'are on %s',
    async (url) => {
      const res = await t.app.inject(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
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
