import {
  CONTACT_PAGE_SIZE,
  contactMessageSchema,
  contactPageSchema,
} from '@adepa/contract/contact';
import { pageQuerySchema } from '@adepa/contract/paging';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactMessages } from '../../db/schema.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { notFound } from '../../lib/http-error.ts';
import { isPublicId } from '../../lib/ids.ts';
import { pageCount } from '../../lib/paging.ts';

// The admins read the messages sent through the contact form newest first and mark them handled.

type Row = typeof contactMessages.$inferSelect;
const toMessage = (row: Row) => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  contact: row.contact,
  message: row.message,
  date: row.createdAt.toISOString(),
  handled: row.handledAt !== null,
});

export const adminContactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const { db } = app;

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
    async (request) => {
      const { page } = request.query;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(CONTACT_PAGE_SIZE)
          .offset((page - 1) * CONTACT_PAGE_SIZE),
        db.select({ total: count() }).from(contactMessages),
      ]);
      return {
        messages: rows.map(toMessage),
        currentPage: page,
        numberOfPages: pageCount(totals?.total ?? 0, CONTACT_PAGE_SIZE),
      };
    },
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
      const { id } = request.params;
      const [row] = isPublicId(id)
        ? await db
            .update(contactMessages)
            .set({ handledAt: request.body.handled ? new Date() : null })
            .where(eq(contactMessages.id, id))
            .returning()
        : [];
      if (!row) throw notFound('Message');
      return toMessage(row);
    },
  );
};
