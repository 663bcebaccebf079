import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  newsletterSchema,
  newsletterSentSchema,
  SUBSCRIBE_SENT,
  subscriberCountSchema,
  subscribeSchema,
} from '@adepa/contract/newsletter';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queryRows } from '../../db/client.ts';
import { subscribers } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { isPublicId } from '../../lib/ids.ts';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.ts';
import { renderMail } from '../../mail/templates.ts';

// The newsletter: double opt-in. Subscribing stores a pending address and mails a confirmation
// link (its token stored hashed; a new request replaces it, so old links stop working); only
// confirmed addresses receive newsletters, each with its own unsubscribe link. Subscribing answers
// the same whether or not the address was known.

const LINK_INVALID = 'This link is not valid any more. Please subscribe again from the shop.';
const success = z.object({ isSuccess: z.literal(true), message: z.string() });
const linkParams = z.object({ id: z.string().max(100), token: z.string().max(200) });

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, shop, config } = app;
  const unsubscribeToken = (id: string) =>
    createHmac('sha256', config.jwtSecret).update(`unsubscribe:${id}`).digest('base64url');

  app.post(
    '/subscribe/add-email',
    {
      onRequest: app.limitAnonymousWrites,
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe: mails a confirmation link',
        body: subscribeSchema,
        response: { 200: success },
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
              url: `${config.publicUrl}/subscriber/verify/${row!.id}/${token}`,
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
        response: { 200: success },
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
        response: { 200: success },
      },
    },
    async (request) => {
      const { id, token } = request.params;
      const expected = isPublicId(id) ? Buffer.from(unsubscribeToken(id)) : undefined;
      const given = Buffer.from(token);
      if (!expected || expected.length !== given.length || !timingSafeEqual(expected, given))
        throw new HttpError(400, LINK_INVALID);
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

  app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook('onRequest', app.requireAdmin);

    admin.get(
      '/admin/subscribers-count',
      {
        schema: {
          tags: ['newsletter'],
          summary: 'How many addresses are confirmed and waiting',
          response: { 200: subscriberCountSchema },
        },
      },
      async () => {
        const [row] = await db
          .select({
            verified:
              sql<number>`count(*) filter (where ${subscribers.status} = 'verified')`.mapWith(
                Number,
              ),
            pending: sql<number>`count(*) filter (where ${subscribers.status} = 'pending')`.mapWith(
              Number,
            ),
          })
          .from(subscribers);
        return { verified: row?.verified ?? 0, pending: row?.pending ?? 0 };
      },
    );

    admin.post(
      '/admin/send-email',
      {
        schema: {
          tags: ['newsletter'],
          summary: 'Send a newsletter to confirmed subscribers',
          body: newsletterSchema,
          response: { 200: newsletterSentSchema },
        },
      },
      async (request) => {
        const { subject, body } = request.body;
        const recipients = await db.transaction(async (tx) => {
          const rows = await tx
            .select({ id: subscribers.id, email: subscribers.email })
            .from(subscribers)
            .where(eq(subscribers.status, 'verified'));
          for (const row of rows) {
            await app.mail.enqueue(tx, {
              to: row.email,
              ...renderMail(shop, {
                subject,
                paragraphs: body
                  .split(/\n{2,}/)
                  .map((p) => p.trim())
                  .filter(Boolean),
                footnote: `You get this because you subscribed to ${shop.name}. Unsubscribe: ${config.publicUrl}/subscriber/unsubscribe/${row.id}/${unsubscribeToken(row.id)}`,
              }),
            });
          }
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
  });
};
