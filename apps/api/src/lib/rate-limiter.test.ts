import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from './rate-limiter.ts';

const clients: Redis[] = [];
const redisAt = (url: string) => {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 500 });
  redis.on('error', () => {});
  clients.push(redis);
  return redis;
};
afterAll(() => {
  for (const redis of clients) redis.disconnect();
});

const kinds: [string, () => RateLimiter][] = [
  ['memory', () => createMemoryRateLimiter()],
  [
    'redis',
    () =>
      createRedisRateLimiter(redisAt('redis://127.0.0.1:6379'), `test:${randomUUID()}:`, (e) => {
        throw e;
      }),
  ],
];

describe.each(kinds)('%s rate limiter', (_name, create) => {
  it('counts hits per key within a window and starts over after it', async () => {
    const limiter = create();
    expect((await limiter.hit('a', 200)).count).toBe(1);
    expect((await limiter.hit('a', 200)).count).toBe(2);
    expect((await limiter.hit('b', 200)).count).toBe(1);
    const peeked = await limiter.peek('a');
    expect(peeked.count).toBe(2);
    expect(peeked.resetInMs).toBeGreaterThan(0);
    expect(peeked.resetInMs).toBeLessThanOrEqual(200);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await limiter.peek('a')).count).toBe(0);
    expect((await limiter.hit('a', 200)).count).toBe(1);
    await limiter.reset('a');
    expect((await limiter.peek('a')).count).toBe(0);
  });

  it('keeps a window’s end when more hits come', async () => {
    const limiter = create();
    await limiter.hit('a', 300);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await limiter.hit('a', 300)).resetInMs).toBeLessThanOrEqual(160);
  });
});

it('in memory, forgets the least recently counted keys beyond its bound', async () => {
  const limiter = createMemoryRateLimiter(2);
  await limiter.hit('a', 60_000);
  await limiter.hit('b', 60_000);
  await limiter.hit('c', 60_000);
  expect((await limiter.peek('a')).count).toBe(0);
  expect((await limiter.peek('c')).count).toBe(1);
});

it('counts nothing (and says why) when Redis does not answer', async () => {
  const errors: unknown[] = [];
  const limiter = createRedisRateLimiter(redisAt('redis://127.0.0.1:1'), 'x:', (e) =>
    errors.push(e),
  );
  expect(await limiter.hit('a', 1000)).toEqual({ count: 0, resetInMs: 0 });
  expect(await limiter.peek('a')).toEqual({ count: 0, resetInMs: 0 });
  expect(errors.length).toBeGreaterThan(0);
});
