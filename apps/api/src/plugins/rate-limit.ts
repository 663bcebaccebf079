import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clientKey } from '../lib/client-address.ts';
import { HttpError, tooManyRequests } from '../lib/http-error.ts';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from '../lib/rate-limiter.ts';

// Writes anyone may make share one budget per address per minute (ANONYMOUS_WRITES_PER_MINUTE),
// counted by @fastify/rate-limit under the client's key (lib/client-address.ts: a valid address,
// never what a header claims unless TRUST_PROXY names the proxy). Some writes of a signed-in
// customer are counted per account as well (`limitPerAccount`). With REDIS_URL the counts live in Redis, so that every api
// process sees the same counts; otherwise in this process's memory. If Redis stops answering,
// requests are let through (and logged) rather than locking every shopper out.

declare module 'fastify' {
  interface FastifyInstance {
    /** The counters behind failed-log-in throttling. */
    rateLimiter: RateLimiter;
    /** onRequest hook for writes anyone may make (sign-up, forgot password, orders, contact, newsletter). */
    limitAnonymousWrites: RequestHook;
    /**
     * An onRequest hook, after requireUser, that allows each customer `max` of this action per
     * hour (admins are not counted); `action` names it in the count's key and in the refusal.
     */
    limitPerAccount: (action: AccountAction, max: number) => RequestHook;
  }
}

type RequestHook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** What a customer does too often, as the refusal says it. */
const ACCOUNT_ACTIONS = {
  'order-deletion': 'You have deleted many orders in a short time.',
  review: 'You have posted many reviews in a short time.',
} as const;
export type AccountAction = keyof typeof ACCOUNT_ACTIONS;

const HOUR = 3_600_000;

const TOO_MANY_WRITES = 'Too many requests from your network. Please wait a minute and try again.';

export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  const onRedisError = (error: unknown) =>
    app.log.error({ err: error }, 'rate limits: Redis is not answering; letting requests through');
  // The Redis client is loaded only when Redis is used, which most shops do not.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
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
    keyGenerator: clientKey,
    // In memory, the most recently seen addresses (a flood of new ones cannot exhaust memory).
    cache: 100_000,
    errorResponseBuilder: (_request, context) => tooManyRequests(TOO_MANY_WRITES, context.ttl),
  });
  /** Runs a limit's hook; a store that stops answering lets the request through. */
  const guarded =
    (limit: RequestHook): RequestHook =>
    async (request, reply) => {
      try {
        await limit.call(app, request, reply);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        onRedisError(error);
      }
    };
  // Without options the hook counts in the plugin's own store: one budget for all these routes.
  app.decorate('limitAnonymousWrites', guarded(app.rateLimit()));
  app.decorate('limitPerAccount', (action: AccountAction, max: number) => {
    const limit = guarded(
      app.rateLimit({
        max,
        timeWindow: HOUR,
        // Every per-account limit shares one child store: the action keeps their counts apart.
        keyGenerator: (request) => `${action}:${request.viewer?.id}`,
        errorResponseBuilder: (_request, context) =>
          tooManyRequests(
            `${ACCOUNT_ACTIONS[action]} Please wait ${Math.ceil(context.ttl / 60_000)} minute(s) and try again.`,
            context.ttl,
          ),
      }),
    );
    return async (request, reply) => {
      if (request.viewer && !request.viewer.isAdmin) await limit(request, reply);
    };
  });

  app.decorate(
    'rateLimiter',
    redis
      ? createRedisRateLimiter(redis, `${config.redisPrefix}rl:`, onRedisError)
      : createMemoryRateLimiter(),
  );
});

/** Short timeouts: a Redis that does not answer lets requests through rather than hold them. */
async function connectRedis(url: string) {
  const { Redis } = await import('ioredis');
  return new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000, connectTimeout: 1000 });
}
