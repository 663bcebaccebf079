import { CONTACT_SENT, contactSchema } from '@adepa/contract/contact';
import { paths } from '@adepa/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../lib/error-replies.ts';
import { renderMail } from '../../mail/index.ts';
import { createContactRepository } from './repository.ts';

// The contact form (in place of the old third-party form service): the message is stored and
// mailed to the shop in one transaction; admins read them in admin-routes.ts.

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
        response: {
          201: z.object({ isSuccess: z.literal(true), message: z.string() }),
          ...errorReplies(400, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const { name, email, contact, message } = request.body;
      await db.transaction(async (tx) => {
        await createContactRepository(tx).add({ name, email, contact, message });
        await app.mail.enqueue(tx, {
          to: shop.email,
          ...renderMail(shop, {
            subject: `Message from ${name} through the shop`,
            greeting: 'Hello team,',
            paragraphs: [`${name} (${email}, ${contact}) wrote:`, ...message.split(/\n+/)],
            action: {
              label: 'Open the messages',
              url: `${config.publicUrl}${paths.admin.messages()}`,
            },
          }),
        });
      });
      app.mail.wake();
      return reply.status(201).send({ isSuccess: true as const, message: CONTACT_SENT });
    },
  );
};
