import { activityPageSchema, activityQuerySchema } from '@adepa/contract/activity';
import { NOT_ALLOWED } from '@adepa/contract/staff';
import { mayDo } from '@adepa/contract/staff-actions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../lib/error-replies.ts';
import { HttpError } from '../lib/http-error.ts';
import { viewerOf } from '../plugins/auth.ts';
import { activityPage } from './repository.ts';

// GET /api/activity: the owner reads the whole log; a desk reads the history of the things it
// works on (an order's for the orders desk, a product's for the catalogue desk), one at a time.

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff);

  app.get(
    '/',
    {
      schema: {
        tags: ['activity'],
        summary:
          'Who changed what, newest first: filtered by subject (`order:<id>`, `product:<id>`, or a kind such as `order`), actor, action and days (`from`, `to`, inclusive)',
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      const { role } = viewerOf(request);
      const { subject } = request.query;
      const kind = subject?.split(':')[0];
      const onlyOne = subject?.includes(':');
      const allowed =
        mayDo(role, 'readWholeLog') ||
        (onlyOne && kind === 'order' && mayDo(role, 'workOrders')) ||
        (onlyOne && kind === 'product' && mayDo(role, 'workCatalogue'));
      if (!allowed) throw new HttpError(403, NOT_ALLOWED);
      return activityPage(app.db, request.query);
    },
  );
};
