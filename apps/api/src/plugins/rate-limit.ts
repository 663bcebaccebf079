import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { HttpError, tooManyRequests } from '../lib/http-error.ts';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from '../lib/rate-limiter.ts';

// Writes anyone may make share one budget per address per minute (ANONYMOUS_WRITES_PER_MINUTE),
// counted by @fastify/rate-limit. With REDIS_URL the counts live in Redis, so that every api
// process sees the same counts; otherwise in this process's memory. If Redis stops answering,
// requests are let through (and logged) rather than locking every shopper out.

declare module 'fastify' {
  interface FastifyInstance {
    /** The counters behind failed-log-in throttling. */
    rateLimiter: RateLimiter;
    /** onRequest hook for writes anyone may make (sign-up, forgot password, orders, contact, newsletter). */
    limitAnonymousWrites: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const TOO_MANY_WRITES = 'Too many requests from your network. Please wait a minute and try again.';

export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  const onRedisError = (error: unknown) =>
    app.log.error({ err: error }, 'rate limits: Redis is not answering; letting requests through');
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        maxRetriesPerRequest: 1,
        commandTimeout: 1000,
        connectTimeout: 1000,
      })
    : undefined;
  if (redis) {
    redis.on('error', onRedisError);
    app.addHook('onClose', async () => redis.disconnect());
  }

  await app.register(rateLimit, {
    global: false,
    max: config.limits.anonymousWritesPerMinute,
    timeWindow: 60_000,
    redis,
    nameSpace: `${config.redisPrefix}rl:write:`,
    // In memory, the most recently seen addresses (a flood of new ones cannot exhaust memory).
    cache: 100_000,
    errorResponseBuilder: (_request, context) => tooManyRequests(TOO_MANY_WRITES, context.ttl),
  });
  // Without options the hook counts in the plugin's own store: one budget for all these routes.
  const limit = app.rateLimit();
  app.decorate('limitAnonymousWrites', async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await limit.call(app, request, reply);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      onRedisError(error);
    }
  });

  app.decorate(
    'rateLimiter',
    redis
      ? createRedisRateLimiter(redis, `${config.redisPrefix}rl:`, onRedisError)
      : createMemoryRateLimiter(),
  );
});
