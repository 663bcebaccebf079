import { deliveryPricingSchema } from '@adepa/contract/delivery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readDeliveryPricing, saveDeliveryPricing } from './repository.ts';

// Delivery fees: everyone may read them (the cart, checkout, FAQ and terms show them); only an
// admin may change them. Orders are priced with them in their own transaction (place-order.ts).

export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { catalogueCache: true },
      schema: {
        tags: ['delivery'],
        summary: 'The delivery fee of each region and the amount above which delivery is free',
        response: { 200: deliveryPricingSchema },
      },
    },
    async () => readDeliveryPricing(app.db),
  );

  app.put(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['delivery'],
        summary: 'Set every region’s delivery fee and the free delivery amount (admin)',
        body: deliveryPricingSchema,
        response: { 200: deliveryPricingSchema },
      },
    },
    async (request) => {
      await saveDeliveryPricing(app.db, request.body);
      return readDeliveryPricing(app.db);
    },
  );
};
