import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { logIn, signUp } from './helpers/accounts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// A client cannot choose its own address: X-Forwarded-For counts only when TRUST_PROXY names the
// proxy the request came through, and every limit's key is a real address whatever was sent.

const apps: TestApp[] = [];
async function app(env: Record<string, string> = {}) {
  const t = await createTestApp({ env: { ANONYMOUS_WRITES_PER_MINUTE: '5', ...env } });
  apps.push(t);
  return t;
}
afterAll(() => Promise.all(apps.map((t) => t.close())));

const track = (t: TestApp, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/track-order',
    remoteAddress,
    headers,
    payload: { orderId: 'GH-2026-000001', phoneNumber: '0241234567' },
  });

const madeUp = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i}` });

async function statuses(count: number, send: (i: number) => ReturnType<typeof track>) {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) seen.push((await send(i)).statusCode);
  return seen;
}

describe('client addresses', () => {
  it('ignore a made-up X-Forwarded-For when no proxy is trusted', async () => {
    const t = await app();
    expect(await statuses(7, (i) => track(t, madeUp(i)))).toEqual([
      404, 404, 404, 404, 404, 429, 429,
    ]);
  });

  it('ignore it from an address that is not the trusted proxy', async () => {
    const t = await app({ TRUST_PROXY: '10.0.0.2' });
    expect(await statuses(6, (i) => track(t, madeUp(i), '192.0.2.50'))).toEqual([
      404, 404, 404, 404, 404, 429,
    ]);
  });

  it('take the client the trusted proxy names, each with its own budget', async () => {
    const t = await app({ TRUST_PROXY: 'loopback' });
    expect(await statuses(7, (i) => track(t, madeUp(i)))).toEqual(Array(7).fill(404));
    expect(await statuses(6, () => track(t, madeUp(200)))).toEqual([404, 404, 404, 404, 404, 429]);
  });

  it('take the address a number of hops back', async () => {
    const t = await app({ TRUST_PROXY: '1' });
    const via = (client: string) => ({ 'x-forwarded-for': `203.0.113.9, ${client}` });
    expect(await statuses(6, (i) => track(t, via(`198.51.100.${i}`)))).toEqual(Array(6).fill(404));
    expect(await statuses(6, () => track(t, via('198.51.100.77')))).toEqual([
      404, 404, 404, 404, 404, 429,
    ]);
  });

  it('count junk from a trusted proxy under the proxy, never under the junk', async () => {
    const t = await app({ TRUST_PROXY: 'loopback' });
    const junk = (i: number) => ({ 'x-forwarded-for': `${'x'.repeat(8000)}${i}` });
    expect(await statuses(6, (i) => track(t, junk(i)))).toEqual([404, 404, 404, 404, 404, 429]);
  });

  it('group IPv6 clients by their /64', async () => {
    const t = await app({ TRUST_PROXY: 'loopback' });
    const v6 = (i: number) => ({ 'x-forwarded-for': `2001:db8:7:7::${i.toString(16)}` });
    expect(await statuses(6, (i) => track(t, v6(i)))).toEqual([404, 404, 404, 404, 404, 429]);
  });

  it('throttle failed log-ins under the socket address whatever the header says', async () => {
    const t = await app({ LOGIN_FAILURES_PER_ADDRESS: '3' });
    const account = await signUp(t.app);
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/auth',
        headers: madeUp(i),
        payload: { email: `guess${i}@example.com`, password: 'Wrong#pass1' },
      });
      expect(res.statusCode).toBe(401);
    }
    expect((await logIn(t.app, account.email)).statusCode).toBe(429);
  });

  it('are the only keys the shared store holds: valid addresses, however long the header', async () => {
    const prefix = `test:${randomUUID()}:`;
    const t = await app({
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: prefix,
      TRUST_PROXY: 'loopback',
    });
    await track(t, { 'x-forwarded-for': 'z'.repeat(16_000) });
    await track(t, madeUp(1));
    await track(t, { 'x-forwarded-for': '2001:db8:9:9:1:2:3:4' });
    const redis = new Redis('redis://127.0.0.1:6379');
    try {
      const keys = await redis.keys(`${prefix}*`);
      const addresses = keys.map((key) => key.slice(`${prefix}rl:write:`.length));
      expect(addresses.sort()).toEqual(['127.0.0.1', '198.51.100.1', '2001:db8:9:9::/64']);
      for (const address of addresses) expect(isIP(address.replace(/\/64$/, ''))).not.toBe(0);
      await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });

  it('refuse a TRUST_PROXY that would trust everyone', async () => {
    await expect(app({ TRUST_PROXY: 'true' })).rejects.toThrow(/TRUST_PROXY: .*name the proxy/);
  });
});
