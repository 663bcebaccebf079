import {
  newsletterSchema,
  newsletterSentSchema,
  subscriberCountSchema,
} from '@adepa/contract/newsletter';
import { paths } from '@adepa/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, recordActivity } from '../../activity/index.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { renderMail } from '../../mail/index.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { createSubscriberRepository } from './repository.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

// The admins count the subscribers and send a newsletter: it goes to confirmed addresses only,
// each mail with its own unsubscribe link.

export const adminNewsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff);
  const { db, shop, config } = app;
  const subscribers = createSubscriberRepository(db);

  app.get(
    '/admin/subscribers-count',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'How many addresses are confirmed and waiting',
        response: { 200: subscriberCountSchema, ...errorReplies(401, 403) },
      },
    },
    async () => subscribers.counts(),
  );

  app.post(
    '/admin/send-email',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Send a newsletter to confirmed subscribers',
        body: newsletterSchema,
        response: { 200: newsletterSentSchema, ...errorReplies(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const { subject, body } = request.body;
      const recipients = await db.transaction(async (tx) => {
        const rows = await createSubscriberRepository(tx).verified();
        for (const row of rows) {
          await app.mail.enqueue(tx, {
            to: row.email,
            ...renderMail(shop, {
              subject,
              paragraphs: body
                .split(/\n{2,}/)
                .map((p) => p.trim())
                .filter(Boolean),
              footnote: `You get this because you subscribed to ${shop.name}. Unsubscribe: ${config.publicUrl}${paths.unsubscribe(row.id, unsubscribeToken(config.jwtSecret, row.id))}`,
            }),
          });
        }
        await recordActivity(tx, actorOf(viewerOf(request)), {
          action: 'newsletter.send',
          subject: 'newsletter',
          after: { subject, body, recipients: rows.length },
        });
        return rows.length;
      });
      app.mail.wake();
      return {
        isSuccess: true as const,
        message: `Your newsletter is on its way to ${recipients} subscriber${recipients === 1 ? '' : 's'}.`,
        recipients,
      };
    },
  );
};
