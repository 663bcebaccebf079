import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { logIn, PASSWORD, signUp } from './helpers/accounts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const apps: TestApp[] = [];
async function app(env: Record<string, string> = {}) {
  const t = await createTestApp({ env });
  apps.push(t);
  return t;
}
afterAll(() => Promise.all(apps.map((t) => t.close())));

describe('log-in throttling', () => {
  it('after 10 failures for one account, refuses even the right password with 429', async () => {
    const t = await app();
    const account = await signUp(t.app);
    const bystander = await signUp(t.app);
    for (let i = 0; i < 10; i++)
      expect((await logIn(t.app, account.email, 'Wrong#pass1')).statusCode).toBe(401);
    const blocked = await logIn(t.app, account.email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/Too many failed log-in attempts/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect((await logIn(t.app, bystander.email)).statusCode).toBe(200);
  });

  it('counts failures per address too, for unknown accounts as well (a setting)', async () => {
    const t = await app({ LOGIN_FAILURES_PER_ADDRESS: '5' });
    const account = await signUp(t.app);
    for (let i = 0; i < 5; i++) await logIn(t.app, `guess${i}@example.com`, 'Wrong#pass1');
    expect((await logIn(t.app, account.email)).statusCode).toBe(429);
  });

  it('shares the counts between api processes through Redis', async () => {
    const env = {
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `test:${randomUUID()}:`,
      LOGIN_FAILURES_PER_ACCOUNT: '3',
    };
    const one = await app(env);
    const two = await app(env);
    const email = `shared-${randomUUID().slice(0, 8)}@example.com`;
    for (let i = 0; i < 3; i++)
      expect((await logIn(one.app, email, 'Wrong#pass1')).statusCode).toBe(401);
    expect((await logIn(two.app, email, PASSWORD)).statusCode).toBe(429);
  });
});

describe('anonymous writes', () => {
  it('are limited per address per minute (a setting)', async () => {
    const t = await app({ ANONYMOUS_WRITES_PER_MINUTE: '3' });
    const forgot = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/forgot-password',
        payload: { email: 'a@b.co' },
      });
    for (let i = 0; i < 3; i++) expect((await forgot()).statusCode).toBe(200);
    const blocked = await forgot();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/Too many requests/);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      remoteAddress: '10.0.0.9',
      payload: { email: 'a@b.co' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('share one budget between the routes, and say when to come back', async () => {
    const t = await app({ ANONYMOUS_WRITES_PER_MINUTE: '2' });
    expect((await forgotPassword(t)).statusCode).toBe(200);
    expect((await subscribe(t)).statusCode).toBe(200);
    const blocked = await subscribe(t);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: 'Too many requests from your network. Please wait a minute and try again.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('are counted across api processes through Redis', async () => {
    const env = {
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `test:${randomUUID()}:`,
      ANONYMOUS_WRITES_PER_MINUTE: '3',
    };
    const one = await app(env);
    const two = await app(env);
    for (const t of [one, two, one]) expect((await forgotPassword(t)).statusCode).toBe(200);
    const blocked = await forgotPassword(two);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(50);
  });

  it('are let through when Redis does not answer', async () => {
    const t = await app({ REDIS_URL: 'redis://127.0.0.1:1', ANONYMOUS_WRITES_PER_MINUTE: '1' });
    for (let i = 0; i < 3; i++) expect((await forgotPassword(t)).statusCode).toBe(200);
  });
});

const forgotPassword = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/forgot-password',
    payload: { email: 'a@b.co' },
  });

const subscribe = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/api/email/subscription/subscribe/add-email',
    payload: { email: `reader-${randomUUID().slice(0, 8)}@example.com` },
  });
