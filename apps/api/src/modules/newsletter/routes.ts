import { SUBSCRIBE_SENT, subscribeSchema } from '@adepa/contract/newsletter';
import { paths } from '@adepa/contract/paths';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queryRows } from '../../db/client.ts';
import { subscribers } from '../../db/schema.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { HttpError } from '../../lib/http-error.ts';
import { isPublicId } from '../../lib/ids.ts';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.ts';
import { renderMail } from '../../mail/templates.ts';
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
        // Subscribing again renews the link of a pending or unsubscribed address and changes
        // nothing for a confirmed one.
        const [row] = await queryRows<{ id: string; status: string }>(
          tx,
          sql`insert into subscribers (email, token_hash) values (${email}, ${hash})
            on conflict (lower(email)) do update set
              token_hash = case when subscribers.status = 'verified' then subscribers.token_hash else excluded.token_hash end,
              status = case when subscribers.status = 'verified' then 'verified' else 'pending' end,
              updated_at = now()
            returning id, status`,
        );
        if (row!.status === 'verified') return;
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
              url: `${config.publicUrl}${paths.verifySubscriber(row!.id, token)}`,
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
      const [row] = await db
        .update(subscribers)
        .set({
          status: 'verified',
          verifiedAt: sql`coalesce(${subscribers.verifiedAt}, now())`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(subscribers.id, id),
            eq(subscribers.tokenHash, hashSecretToken(token)),
            sql`${subscribers.status} <> 'unsubscribed'`,
          ),
        )
        .returning({ id: subscribers.id });
      if (!row) throw new HttpError(400, LINK_INVALID);
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
      await db
        .update(subscribers)
        .set({ status: 'unsubscribed', updatedAt: new Date() })
        .where(eq(subscribers.id, id));
      return {
        isSuccess: true as const,
        message: 'You have been unsubscribed. We will not send you newsletters any more.',
      };
    },
  );
};
