import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../lib/error-replies.ts';
import { HttpError } from '../lib/http-error.ts';
import { booksOnly } from './event-body.ts';
import { parseJson } from './paystack.ts';
import { recordPaymentEvent } from './repository.ts';
import { isSignedByPaystack } from './webhook-signature.ts';

// Paystack's webhook: what became of a payment. The body is believed only when its signature
// (HMAC SHA-512 with the shop's secret key) matches the bytes as they came, so this route reads
// the raw body itself. A signed event is kept (once per event and transaction, trimmed to what the
// books need) and answered 200 at once, as Paystack asks, or it sends the event again; what the
// event means for its order is decided later, after the shop has asked Paystack itself (a
// refund's event, like a charge's). Without a secret key the shop takes no Mobile Money and the
// route answers as an unknown address does. A body with a wrong signature, or none, counts against
// the anonymous write limit, so guessing costs the guesser; an empty or unreadable body is refused
// like any other (401 unsigned, 400 signed), never a failure of the shop's.

const BODY_LIMIT = 64 * 1024;

const reference = z.string().trim().min(1).max(200);
/**
 * The transaction an event is about: a charge's events name it in `data.reference`, a dispute's in
 * `data.transaction.reference`, a refund's in `data.transaction_reference`.
 */
const webhookSchema = z
  .object({ event: z.string().trim().min(1).max(100), data: z.object({}).passthrough() })
  .transform(({ event, data }, ctx) => {
    const isRefund = event.startsWith('refund.');
    const about = (isRefund ? refundEventData : chargeEventData).safeParse(data);
    if (about.success && about.data.reference)
      return { event, isRefund, reference: about.data.reference };
    ctx.addIssue({ code: 'custom', message: 'no transaction named' });
    return z.NEVER;
  });
const chargeEventData = z
  .object({
    reference: reference.optional(),
    transaction: z.object({ reference: reference.optional() }).passthrough().optional(),
  })
  .transform((data) => ({ reference: data.reference ?? data.transaction?.reference }));
const refundEventData = z
  .object({ transaction_reference: reference })
  .transform((data) => ({ reference: data.transaction_reference }));

export interface PaymentRoutesOptions {
  /** Asks the worker that checks and applies kept events to run now. */
  wakeChecks?: () => void;
}

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, opts) => {
  const { wakeChecks } = opts;
  const { db, config } = app;
  const paystack = config.paystack;

  // The signature is over the bytes, so they are kept as they came (this plugin's routes only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/paystack/webhook',
    {
      bodyLimit: BODY_LIMIT,
      preHandler: async (request, reply) => {
        if (!paystack) return reply.callNotFound();
        const signature = request.headers['x-paystack-signature'];
        // No body at all reaches here as undefined: it is checked as the empty body it is.
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (
          isSignedByPaystack(
            paystack.secretKey,
            raw,
            Array.isArray(signature) ? undefined : signature,
          )
        )
          return;
        await app.limitAnonymousWrites(request, reply);
        throw new HttpError(401, 'The signature does not match the body.');
      },
      schema: {
        tags: ['payments'],
        summary: "Paystack's webhook: what became of a payment (signed with the shop's secret key)",
        response: {
          200: z.object({ received: z.literal(true) }),
          ...errorReplies(400, 401, 404, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const body = parseJson(raw.toString('utf8'));
      const parsed = webhookSchema.safeParse(body);
      if (!parsed.success) throw new HttpError(400, 'The body is not a Paystack event.');
      const { event, isRefund, reference } = parsed.data;
      await recordPaymentEvent(
        db,
        { gateway: 'paystack', event, reference, body: { ...booksOnly(body), reference } },
        isRefund,
      );
      wakeChecks?.();
      return { received: true as const };
    },
  );
};
