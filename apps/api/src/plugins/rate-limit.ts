import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../lib/http-error.ts';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from '../lib/rate-limiter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
    /** onRequest hook for writes anyone may make (sign-up, forgot password, orders, contact, newsletter). */
    limitAnonymousWrites: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  const limiter = config.redisUrl
    ? createRedisRateLimiter(config.redisUrl, `${config.redisPrefix}rl:`, (error) =>
        app.log.error(
          { err: error },
          'rate limits: Redis is not answering; letting requests through',
        ),
      )
    : createMemoryRateLimiter();
  app.decorate('rateLimiter', limiter);
  app.addHook('onClose', () => limiter.close());

  app.decorate('limitAnonymousWrites', async (request: FastifyRequest) => {
    const { count, resetInMs } = await limiter.hit(`write:${request.ip}`, 60_000);
    if (count > config.limits.anonymousWritesPerMinute) {
      throw tooManyRequests(
        'Too many requests from your network. Please wait a minute and try again.',
        resetInMs,
      );
    }
  });
});
