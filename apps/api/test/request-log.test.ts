import { afterAll, beforeAll, expect, it } from 'vitest';
import { PASSWORD } from './helpers/accounts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// At the default level (info) the log has one line for each request that did something or went
// wrong, and none for the reads that went well, which are most of a busy day's traffic.

let t: TestApp;
const lines: {
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}[] = [];
beforeAll(async () => {
  t = await createTestApp({ log: (line) => void lines.push(JSON.parse(line)) });
});
afterAll(() => t.close());

const requestLines = () => lines.filter((line) => line.req);

it('logs writes and refusals once each, with their status, and not the reads that went well', async () => {
  await t.app.inject('/api/health');
  await t.app.inject('/api/home/query-products');
  await t.app.inject('/api/nope');
  await t.app.inject({
    method: 'POST',
    url: '/api/users/auth',
    payload: { email: 'nobody@example.com', password: PASSWORD },
  });

  expect(
    requestLines().map((line) => [line.req?.method, line.req?.url, line.res?.statusCode]),
  ).toEqual([
    ['GET', '/api/nope', 404],
    ['POST', '/api/users/auth', 401],
  ]);
  expect(requestLines().every((line) => line.msg === 'request completed')).toBe(true);
});
