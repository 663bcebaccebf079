import { Redis } from 'ioredis';

// Fixed-window counters behind every throttle. With REDIS_URL they live in Redis, so that every
// api process sees the same counts; otherwise in this process's memory. If Redis stops answering,
// requests are let through (and logged) rather than locking every shopper out.

export interface WindowCount {
  count: number;
  resetInMs: number;
}

export interface RateLimiter {
  /** Counts one more event for `key` in its current window. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The current count for `key`, without counting. */
  peek(key: string): Promise<WindowCount>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = setInterval(() => {
    for (const key of windows.keys()) current(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const entry = current(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, resetInMs: entry.resetAt - now() };
    },
    async peek(key) {
      const entry = current(key);
      return entry
        ? { count: entry.count, resetInMs: entry.resetAt - now() }
        : { count: 0, resetInMs: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

export function createRedisRateLimiter(
  url: string,
  prefix: string,
  onError: (error: unknown) => void,
): RateLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000 });
  redis.on('error', onError);
  const open = { count: 0, resetInMs: 0 };
  const guard = async (work: () => Promise<WindowCount>): Promise<WindowCount> => {
    try {
      return await work();
    } catch (error) {
      onError(error);
      return open;
    }
  };
  return {
    hit: (key, windowMs) =>
      guard(async () => {
        const result = await redis
          .multi()
          .incr(prefix + key)
          .pexpire(prefix + key, windowMs, 'NX')
          .pttl(prefix + key)
          .exec();
        return {
          count: Number(result?.[0]?.[1] ?? 0),
          resetInMs: Math.max(0, Number(result?.[2]?.[1] ?? 0)),
        };
      }),
    peek: (key) =>
      guard(async () => {
        const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
        return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
      }),
    async reset(key) {
      await redis.del(prefix + key).catch(onError);
    },
    async close() {
      redis.disconnect();
    },
  };
}
