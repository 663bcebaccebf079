import { SUBSCRIBE_SENT, subscribeSchema } from '@adepa/contract/newsletter';
import { paths } from '@adepa/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../lib/error-replies.ts';
import { HttpError } from '../../lib/http-error.ts';
import { isPublicId } from '../../lib/ids.ts';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.ts';
import { renderMail } from '../../mail/index.ts';
import { createSubscriberRepository } from './repository.ts';
import { isUnsubscribeToken } from './unsubscribe-token.ts';

// The newsletter: double opt-in. Subscribing stores a pending address and mails a confirmation
// link (its token stored hashed; a new request replaces it, so old links stop working); only
// confirmed addresses receive newsletters, each with its own unsubscribe link. Subscribing answers
// the same whether or not the address was known. Admins send the newsletters (admin-routes.ts).

const LINK_INVALID = 'This link is not valid any more. Please subscribe again from the shop.';
const LINK_OR_FIELDS_INVALID =
  'The link is not valid any more, or the request is not valid (`fields`)';
const success = z.object({ isSuccess: z.literal(true), message: z.string() });
const linkParams = z.object({ id: z.string().max(100), token: z.string().max(200) });

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, shop, config } = app;
  const subscribers = createSubscriberRepository(db);

  app.post(
    '/subscribe/add-email',
    {
      onRequest: app.limitAnonymousWrites,
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe: mails a confirmation link',
        body: subscribeSchema,
        response: { 200: success, ...errorReplies(400, 413, 415, 429) },
      },
    },
    async (request) => {
      const { email } = request.body;
      const { token, hash } = newSecretToken();
      await db.transaction(async (tx) => {
        const row = await createSubscriberRepository(tx).subscribe(email, hash);
        if (row.status === 'verified') return;
        await app.mail.enqueue(tx, {
          to: email,
          ...renderMail(shop, {
            subject: `Please confirm your subscription to ${shop.name}`,
            paragraphs: [
              `Thank you for asking for news from ${shop.name}: new arrivals and offers, now and then.`,
              'Tap the button to confirm this is your address. If you did not ask, ignore this mail and we will not write again.',
            ],
            action: {
              label: 'Confirm my subscription',
              url: `${config.publicUrl}${paths.verifySubscriber(row.id, token)}`,
            },
          }),
        });
      });
      app.mail.wake();
      return { isSuccess: true as const, message: SUBSCRIBE_SENT };
    },
  );

  app.post(
    '/subscriber/verify/:id/:token',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a subscription with the mailed link',
        params: linkParams,
        response: { 200: success, ...errorReplies({ 400: LINK_OR_FIELDS_INVALID }, 413, 415) },
      },
    },
    async (request) => {
      const { id, token } = request.params;
      if (!isPublicId(id)) throw new HttpError(400, LINK_INVALID);
      const verified = await subscribers.verify(id, hashSecretToken(token));
      if (!verified) throw new HttpError(400, LINK_INVALID);
      return { isSuccess: true as const, message: 'Thank you! Your subscription is confirmed.' };
    },
  );

  app.post(
    '/subscriber/unsubscribe/:id/:token',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe with the link from a newsletter',
        params: linkParams,
        response: { 200: success, ...errorReplies({ 400: LINK_OR_FIELDS_INVALID }, 413, 415) },
      },
    },
    async (request) => {
      const { id, token } = request.params;
      if (!isUnsubscribeToken(config.jwtSecret, id, token)) throw new HttpError(400, LINK_INVALID);
      await subscribers.unsubscribe(id);
      return {
        isSuccess: true as const,
        message: 'You have been unsubscribed. We will not send you newsletters any more.',
      };
    },
  );
};
