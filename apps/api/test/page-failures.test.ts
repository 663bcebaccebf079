import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decoded } from './helpers/compressed.ts';
import { fakeWebBuild } from './helpers/fake-web-build.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// A renderer that fails, before its first byte or halfway through the document: the shopper gets
// a whole, readable 500 page, never half a page or a body its content-encoding does not describe,
// and the log says so once.
const renderer = `let calls = 0;
export function createPageRenderer() {
  return async (url) => {
    calls += 1;
    if (url === '/throws') throw new Error('renderer broke before the page');
    const html = '<!doctype html><html><body>' + 'a fine page '.repeat(300) + '</body></html>';
    const breaks = url === '/breaks-halfway' || (url === '/breaks-once' && calls % 2 === 1);
    async function* body() {
      yield Buffer.from(html.slice(0, 500));
      if (breaks) throw new Error('renderer broke halfway');
      yield Buffer.from(html.slice(500));
    }
    return { status: 200, body: body(), shared: true };
  };
}
`;

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    webDist: fakeWebBuild(renderer),
    env: { SHOP_NAME: 'Adepa Test', SHOP_PHONE: '+233 32 000 0000' },
    log: (line) => void lines.push(line),
  });
});
afterAll(() => t.close());
beforeEach(() => void lines.splice(0));

const errorsLogged = () =>
  lines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50);

describe('a page the renderer fails', () => {
  for (const url of ['/throws', '/breaks-halfway']) {
    it.each([['br, gzip'], ['gzip'], ['']])(
      `${url} asked for with "%s" is a whole 500 page, logged once`,
      async (accept) => {
        const res = await t.app.inject({ url, headers: { 'accept-encoding': accept } });
        expect(res.statusCode).toBe(500);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers.etag).toBeUndefined();
        // Whatever coding it names is the body's: the page reads whole once decoded.
        const html = decoded(res);
        expect(html).toMatch(/^<!doctype html>/);
        expect(html).toContain('<title>Something went wrong | Adepa Test</title>');
        expect(html).toContain('Something went wrong on our side');
        expect(html).toContain('href="tel:+233320000000"');
        expect(html).not.toContain('a fine page');
        expect(html.trimEnd()).toMatch(/<\/html>$/);

        const logged = errorsLogged();
        expect(logged).toHaveLength(1);
        expect(logged[0]).toMatchObject({
          msg: 'Rendering a page failed',
          err: { message: /broke/ },
        });
      },
    );
  }

  it('is not kept: the next visit renders it again', async () => {
    const failed = await t.app.inject({
      url: '/breaks-once',
      headers: { 'accept-encoding': 'br' },
    });
    expect(failed.statusCode).toBe(500);
    const res = await t.app.inject({ url: '/breaks-once', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res)).toMatch(/a fine page <\/body><\/html>$/);
  });

  it('a HEAD answers 500 with no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/throws' });
    expect(res.statusCode).toBe(500);
    expect(res.rawPayload.length).toBe(0);
  });
});

describe('a renderer that cannot be loaded', () => {
  let broken: TestApp;
  const brokenLines: string[] = [];
  beforeAll(async () => {
    broken = await createTestApp({
      webDist: fakeWebBuild(`throw new Error('renderer module broke');`),
      env: { SHOP_NAME: 'Adepa Test', SHOP_PHONE: '+233 32 000 0000' },
      log: (line) => void brokenLines.push(line),
    });
  });
  afterAll(() => broken.close());

  it('leaves the api answering, makes every page a whole 500 page, and stops a start', async () => {
    expect((await broken.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    for (const url of ['/', '/shop']) {
      const res = await broken.app.inject({ url });
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(decoded(res)).toContain('Something went wrong on our side');
    }
    const logged = brokenLines.map((line) => JSON.parse(line)).filter((e) => e.level >= 50);
    expect(logged[0]).toMatchObject({ err: { message: 'renderer module broke' } });
    // server.ts awaits this once it listens, and stops the start when it rejects.
    await expect(broken.app.loadPageRenderer()).rejects.toThrow('renderer module broke');
  });
});
