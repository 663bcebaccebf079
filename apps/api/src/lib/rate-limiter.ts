import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

// Fixed-window counters for failed log-ins, which are counted only when they fail and forgotten
// for an account once it logs in (a reset that @fastify/rate-limit's stores do not offer). With
// Redis they are shared by every api process; otherwise they live in this process's memory. If
// Redis stops answering, nothing is counted (and it is logged) rather than locking everyone out.

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
}

const NONE: WindowCount = { count: 0, resetInMs: 0 };

/** Keeps the most recently counted keys, so that a flood of new addresses cannot exhaust memory. */
export function createMemoryRateLimiter(maxKeys = 100_000): RateLimiter {
  const windows = new LRUCache<string, number>({ max: maxKeys });
  const current = (key: string): WindowCount => {
    const count = windows.get(key);
    return count === undefined ? NONE : { count, resetInMs: windows.getRemainingTTL(key) };
  };
  return {
    async hit(key, windowMs) {
      // The window starts at the first event: later ones keep its end.
      windows.set(key, current(key).count + 1, { ttl: windowMs, noUpdateTTL: true });
      return current(key);
    },
    peek: async (key) => current(key),
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function createRedisRateLimiter(
  redis: Redis,
  prefix: string,
  onError: (error: unknown) => void,
): RateLimiter {
  const guard = async (work: () => Promise<WindowCount>): Promise<WindowCount> => {
    try {
      return await work();
    } catch (error) {
      onError(error);
      return NONE;
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
  };
}
