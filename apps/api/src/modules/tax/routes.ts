import { taxSettingsReplySchema, taxSettingsSchema } from '@adepa/contract/tax-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../activity/index.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { readTaxSettings, saveTaxSettings } from './repository.ts';

// The shop's VAT registration: everyone may read it (the cart and checkout say what an order
// includes); only the owner may change it. Orders are priced with it in their own transaction.

export const taxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { catalogueCache: true },
      schema: {
        tags: ['tax'],
        summary:
          'Whether the shop is VAT-registered, its TIN, from when, and whether delivery is taxed',
        response: { 200: taxSettingsReplySchema, ...errorReplies() },
      },
    },
    async () => readTaxSettings(app.db),
  );
};

export const adminTaxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff);

  app.put(
    '/',
    {
      schema: {
        tags: ['tax'],
        summary: 'Set the shop’s VAT registration (owner): orders placed from then on follow it',
        body: taxSettingsSchema,
        response: { 200: taxSettingsReplySchema, ...errorReplies(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      await saveTaxSettings(app.db, request.body, actorOf(viewerOf(request)));
      return readTaxSettings(app.db);
    },
  );
};
