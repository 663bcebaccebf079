import { deliveryPricingReplySchema } from '@adepa/contract/delivery';
import { taxSettingsReplySchema } from '@adepa/contract/tax-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../lib/error-replies.ts';
import { readTaxSettings } from '../tax/index.ts';
import { readDeliveryPricing } from './repository.ts';

// Delivery fees, times and holidays: everyone may read them (the cart, checkout, FAQ and terms
// show them), with the
// VAT registration the cart and checkout also price with; only the owner may change them
// (admin-routes.ts). Orders are priced with them in their own transaction
// (orders/place-order.ts).

export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { catalogueCache: true },
      schema: {
        tags: ['delivery'],
        summary:
          'The delivery fee and time (working days) of each region, the amount above which delivery is free, the shop’s holidays, and its VAT registration (`tax`): what the cart and checkout price an order and date its arrival with',
        response: {
          200: deliveryPricingReplySchema.extend({ tax: taxSettingsReplySchema }),
          ...errorReplies(),
        },
      },
    },
    async () => ({ ...(await readDeliveryPricing(app.db)), tax: await readTaxSettings(app.db) }),
  );
};
