import { PAR_PAGE, priceRangeSchema, productListSchema } from '@adepa/contract/catalogue';
import { catalogueQuerySchema } from '@adepa/contract/catalogue-query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../lib/error-replies.ts';
import { createProductRepository, filtersOf, listProducts } from '../products/index.ts';

const LATEST = 8;
const HOME_PRODUCTS = 20;

/**
 * The catalogue as shoppers browse it: listing and search with filters, the price range, the
 * newest products. Under /api/home, the address the shop's pages have always called.
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createProductRepository(app.db);
  const cached = { catalogueCache: true };

  app.get(
    '/query-products',
    {
      config: cached,
      schema: {
        tags: ['catalogue'],
        summary: `Shop listing and search: filters, sort, ${PAR_PAGE} a page`,
        querystring: catalogueQuerySchema,
        response: { 200: productListSchema, ...errorReplies(400) },
      },
    },
    async (request) => {
      const page = await listProducts(app.db, filtersOf(request.query));
      return { products: page.products, totalProduct: page.total, parPage: PAR_PAGE };
    },
  );

  app.get(
    '/price-range-latest-product',
    {
      config: cached,
      schema: {
        tags: ['catalogue'],
        summary: 'Lowest and highest selling price, and the newest products',
        response: { 200: priceRangeSchema, ...errorReplies() },
      },
    },
    async () => {
      const [priceRange, latest] = await Promise.all([repo.priceRange(), repo.newest(LATEST)]);
      return {
        priceRange,
        latest_product: latest,
      };
    },
  );

  app.get(
    '/get-products',
    {
      config: cached,
      schema: {
        tags: ['catalogue'],
        summary: `The ${HOME_PRODUCTS} newest products`,
        response: {
          200: z.object({ products: productListSchema.shape.products }),
          ...errorReplies(),
        },
      },
    },
    async () => ({ products: await repo.newest(HOME_PRODUCTS) }),
  );
};
