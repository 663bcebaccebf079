import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from './rate-limiter.ts';

const kinds: [string, () => RateLimiter][] = [
  ['memory', () => createMemoryRateLimiter()],
  [
    'redis',
    () =>
      createRedisRateLimiter('redis://127.0.0.1:6379', `test:${randomUUID()}:`, (e) => {
        throw e;
      }),
  ],
];

describe.each(kinds)('%s rate limiter', (_name, create) => {
  it('counts hits per key within a window and starts over after it', async () => {
    const limiter = create();
    try {
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
    } finally {
      await limiter.close();
    }
  });
});

it('lets requests through when Redis does not answer', async () => {
  const errors: unknown[] = [];
  const limiter = createRedisRateLimiter('redis://127.0.0.1:1', 'x:', (e) => errors.push(e));
  try {
    expect(await limiter.hit('a', 1000)).toEqual({ count: 0, resetInMs: 0 });
    expect(errors.length).toBeGreaterThan(0);
  } finally {
    await limiter.close();
  }
});
