import { contactMessageSchema, contactPageSchema } from '@adepa/contract/contact';
import { pageQuerySchema } from '@adepa/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../lib/error-replies.ts';
import { notFound } from '../../lib/http-error.ts';
import { createContactRepository } from './repository.ts';

// The admins read the messages sent through the contact form newest first and mark them handled.

export const adminContactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff);
  const repo = createContactRepository(app.db);

  app.get(
    '/messages',
    {
      schema: {
        tags: ['contact'],
        summary: 'Messages, newest first',
        querystring: pageQuerySchema,
        response: { 200: contactPageSchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => repo.page(request.query.page),
  );

  app.put(
    '/messages/:id',
    {
      schema: {
        tags: ['contact'],
        summary: 'Mark a message handled (or not)',
        params: z.object({ id: z.string().max(100) }),
        body: z.object({ handled: z.boolean({ error: 'handled must be true or false' }) }),
        response: { 200: contactMessageSchema, ...errorReplies(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const message = await repo.setHandled(request.params.id, request.body.handled);
      if (!message) throw notFound('Message');
      return message;
    },
  );
};
