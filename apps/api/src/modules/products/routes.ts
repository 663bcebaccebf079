import {
  ADMIN_PAGE_SIZE,
  NEW_ARRIVALS_PAGE_SIZE,
  productDetailsSchema,
  productPageSchema,
  productWithVariantsSchema,
} from '@adepa/contract/catalogue';
import { idString } from '@adepa/contract/ids';
import { pageQuerySchema } from '@adepa/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../lib/error-replies.ts';
import { notFound } from '../../lib/http-error.ts';
import { createProductRepository } from './repository.ts';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createProductRepository(app.db);
  const cached = { catalogueCache: true };

  app.get(
    '/allProducts',
    {
      config: cached,
      schema: {
        tags: ['products'],
        summary: `All products, newest first, ${ADMIN_PAGE_SIZE} a page`,
        querystring: pageQuerySchema,
        response: { 200: productPageSchema, ...errorReplies(400) },
      },
    },
    async (request) => repo.page({ page: request.query.page, pageSize: ADMIN_PAGE_SIZE }),
  );

  app.get(
    '/new',
    {
      config: cached,
      schema: {
        tags: ['products'],
        summary: `New arrivals, ${NEW_ARRIVALS_PAGE_SIZE} a page`,
        querystring: pageQuerySchema,
        response: { 200: productPageSchema, ...errorReplies(400) },
      },
    },
    async (request) => repo.page({ page: request.query.page, pageSize: NEW_ARRIVALS_PAGE_SIZE }),
  );

  app.get(
    '/get-product-details/:id',
    {
      config: cached,
      schema: {
        tags: ['products'],
        summary: 'A product with others from its category and from the rest of the shop',
        params: z.object({ id: idString }),
        response: { 200: productDetailsSchema, ...errorReplies(400, 404) },
      },
    },
    async (request) => {
      const details = await repo.details(request.params.id);
      if (!details) throw notFound('Product');
      return details;
    },
  );

  app.get(
    '/:id',
    {
      config: cached,
      schema: {
        tags: ['products'],
        summary: 'One product, with its sizes and colours (`variants`)',
        params: z.object({ id: idString }),
        response: { 200: productWithVariantsSchema, ...errorReplies(400, 404) },
      },
    },
    async (request) => {
      const product = await repo.findWithVariants(request.params.id);
      if (!product) throw notFound('Product');
      return product;
    },
  );
};
