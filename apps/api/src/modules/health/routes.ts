import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../lib/error-replies.ts';
import { recentPing } from '../../lib/recent-ping.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const databaseAnswers = recentPing(() => app.database.ping());
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary:
          'Whether the api and its database answer (the database as of at most a second ago)',
        response: {
          200: healthSchema,
          ...errorReplies(),
          503: healthSchema.describe('The database does not answer'),
        },
      },
    },
    async (_request, reply) => {
      const ok = await databaseAnswers();
      return reply
        .status(ok ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ok ? 'ok' : 'unavailable', database: { kind: app.database.kind, ok } });
    },
  );
};
