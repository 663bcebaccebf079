import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// HSTS: a shop whose public address is https tells browsers to use nothing else, on every answer
// (pages, the API, errors, files); one on http says nothing, or it would pin the host to https.

const urls = ['/', '/shop', '/api/health', '/api/nope', '/robots.txt', '/uploads/missing.webp'];

describe.each([
  ['https://shop.adepa.example', 'max-age=31536000; includeSubDomains'],
  ['http://localhost:3000', undefined],
])('a shop at %s', (publicUrl, hsts) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: publicUrl } });
  });
  afterAll(() => t.close());

  it.each(urls)(`answers %s with Strict-Transport-Security ${hsts ?? 'absent'}`, async (url) => {
    const res = await t.app.inject(url);
    expect(res.headers['strict-transport-security']).toBe(hsts);
  });

  it('says the same on a write refused', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/auth', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.headers['strict-transport-security']).toBe(hsts);
  });
});
