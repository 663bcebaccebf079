import { deliveryPricingSchema } from '@adepa/contract/delivery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../lib/error-replies.ts';
import { readDeliveryPricing } from './repository.ts';

// Delivery fees: everyone may read them (the cart, checkout, FAQ and terms show them); only an
// admin may change them (admin-routes.ts). Orders are priced with them in their own transaction
// (orders/place-order.ts).

export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { catalogueCache: true },
      schema: {
        tags: ['delivery'],
        summary: 'The delivery fee of each region and the amount above which delivery is free',
        response: { 200: deliveryPricingSchema, ...errorReplies() },
      },
    },
    async () => readDeliveryPricing(app.db),
  );
};
