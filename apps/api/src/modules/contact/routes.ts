import {
  CONTACT_PAGE_SIZE,
  CONTACT_SENT,
  contactMessageSchema,
  contactPageSchema,
  contactSchema,
} from '@adepa/contract/contact';
import { pageQuerySchema } from '@adepa/contract/paging';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactMessages } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { isPublicId } from '../../lib/ids.ts';
import { pageCount } from '../../lib/paging.ts';
import { renderMail } from '../../mail/templates.ts';

// The contact form (in place of the old third-party form service): the message is stored and
// mailed to the shop in one transaction; admins read them newest first and mark them handled.

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

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, shop, config } = app;

  app.post(
    '/',
    {
      onRequest: app.limitAnonymousWrites,
      schema: {
        tags: ['contact'],
        summary: 'Send the shop a message',
        body: contactSchema,
        response: { 201: z.object({ isSuccess: z.literal(true), message: z.string() }) },
      },
    },
    async (request, reply) => {
      const { name, email, contact, message } = request.body;
      await db.transaction(async (tx) => {
        await tx.insert(contactMessages).values({ name, email, contact, message });
        await app.mail.enqueue(tx, {
          to: shop.email,
          ...renderMail(shop, {
            subject: `Message from ${name} through the shop`,
            greeting: 'Hello team,',
            paragraphs: [`${name} (${email}, ${contact}) wrote:`, ...message.split(/\n+/)],
            action: { label: 'Open the messages', url: `${config.publicUrl}/admin/messages` },
          }),
        });
      });
      app.mail.wake();
      return reply.status(201).send({ isSuccess: true as const, message: CONTACT_SENT });
    },
  );

  app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook('onRequest', app.requireAdmin);

    admin.get(
      '/messages',
      {
        schema: {
          tags: ['contact'],
          summary: 'Messages, newest first',
          querystring: pageQuerySchema,
          response: { 200: contactPageSchema },
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

    admin.put(
      '/messages/:id',
      {
        schema: {
          tags: ['contact'],
          summary: 'Mark a message handled (or not)',
          params: z.object({ id: z.string().max(100) }),
          body: z.object({ handled: z.boolean({ error: 'handled must be true or false' }) }),
          response: { 200: contactMessageSchema },
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
  });
};
