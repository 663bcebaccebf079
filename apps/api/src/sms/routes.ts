import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../lib/error-replies.ts';
import { recordDeliveryStatus } from './delivery-status.ts';

// The SMS gateway reports each message's delivery to a callback url holding a secret key. The key
// is all that tells the gateway from anyone else, so a wrong key answers exactly as an unknown path
// does (and counts against the anonymous write limit); the gateway itself is never rate-limited,
// or a notice to many customers would lose its reports. A report about a message we do not know
// answers 200 all the same, or the gateway would send it again for ever. A report is recorded as
// the shop's own status checks are (delivery-status.ts): a delivered message stays delivered.

const field = z
  .union([z.string().trim().min(1).max(100), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)])
  .transform(String);
const reportSchema = z
  .object({
    MessageId: field.optional(),
    messageId: field.optional(),
    ClientReference: field.optional(),
    clientReference: field.optional(),
    Status: field.optional(),
    status: field.optional(),
    Time: z.string().max(50).optional(),
    time: z.string().max(50).optional(),
  })
  .transform((body) => ({
    messageId: body.MessageId ?? body.messageId,
    clientReference: body.ClientReference ?? body.clientReference,
    status: body.Status ?? body.status,
    time: body.Time ?? body.time,
  }))
  .refine((body) => body.messageId !== undefined || body.clientReference !== undefined, {
    message: 'MessageId is required',
  })
  .refine((body) => body.status !== undefined, { message: 'Status is required' });

export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const key = Buffer.from(config.sms.reportKey);

  app.post(
    '/delivery-reports/:key',
    {
      bodyLimit: 16 * 1024,
      onRequest: async (request, reply) => {
        const given = Buffer.from((request.params as { key?: string }).key ?? '');
        if (given.length === key.length && timingSafeEqual(given, key)) return;
        await app.limitAnonymousWrites(request, reply);
        return reply.callNotFound();
      },
      schema: {
        tags: ['sms'],
        summary: "The SMS gateway's delivery report of a message (for the gateway, with its key)",
        params: z.object({ key: z.string().max(300) }),
        body: reportSchema,
        response: {
          200: z.object({ isSuccess: z.literal(true) }),
          // A wrong key answers as an unknown address does, and counts against the write limit.
          ...errorReplies(400, 404, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const { messageId, clientReference, status, time } = request.body;
      await recordDeliveryStatus(
        db,
        { gatewayId: messageId, id: clientReference },
        { status: status!, time },
      );
      return { isSuccess: true as const };
    },
  );
};
