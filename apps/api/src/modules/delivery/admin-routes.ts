import { deliveryPricingReplySchema, deliveryPricingSchema } from '@adepa/contract/delivery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../activity/index.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { readDeliveryPricing, saveDeliveryPricing } from './repository.ts';

export const adminDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff);

  app.put(
    '/',
    {
      schema: {
        tags: ['delivery'],
        summary:
          'Set every region’s delivery fee and the free delivery amount, and the delivery times and holidays when given (admin)',
        body: deliveryPricingSchema,
        response: { 200: deliveryPricingReplySchema, ...errorReplies(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      await saveDeliveryPricing(app.db, request.body, actorOf(viewerOf(request)));
      return readDeliveryPricing(app.db);
    },
  );
};
