import {
  ADMIN_PAGE_SIZE,
  productSchema,
  productWithVariantsSchema,
} from '@adepa/contract/catalogue';
import {
  createProductSchema,
  deletedSchema,
  productImagesUpdateSchema,
  updateProductSchema,
} from '@adepa/contract/catalogue-admin';
import { errorSchema } from '@adepa/contract/errors';
import { toCedi } from '@adepa/contract/money';
import { adminProductPageSchema, productSearchQuerySchema } from '@adepa/contract/product-search';
import {
  SKU_TAKEN,
  STALE_STOCK,
  STOCK_PER_VARIANT,
  staleFormStock,
  variantsUpdateSchema,
} from '@adepa/contract/variants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../activity/index.ts';
import { csvReply, csvStream, readableDate, sendCsv } from '../../lib/csv.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { serviceDeps } from '../../plugins/service-deps.ts';
import { createCategoryRepository } from '../categories/index.ts';
import type { VariantRow } from '../stock/index.ts';
import { createCatalogueImages } from '../uploads/index.ts';
import { adminProductPage } from './admin-listing-repository.ts';
import { createProductRepository } from './repository.ts';

// The admin's product routes. Old orders keep their own copy of each line, so deleting a product
// never changes an order.

const idParams = z.object({ id: z.string().max(100) });

/** Each product's row, then one row for each of its sizes and colours. */
async function* productsThenVariants<Row extends { variants: VariantRow[] }>(
  rows: AsyncIterable<Row>,
): AsyncGenerator<Row & { variant?: VariantRow }> {
  for await (const row of rows) {
    yield row;
    for (const variant of row.variants) yield { ...row, variant };
  }
}

const PRODUCTS_PER_PAGE = 500;

export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff);
  const repo = createProductRepository(app.db);
  const categories = createCategoryRepository(app.db);
  const images = createCatalogueImages(serviceDeps(app));

  /** A category named by its name, its `_id` string (as the update form sends it), or `{ _id }`. */
  async function categoryIdOf(category: string | { _id: string }): Promise<string> {
    const id =
      typeof category === 'string'
        ? await categories.idOf(category, category)
        : await categories.idOf(category._id);
    if (!id) throw new HttpError(400, "Choose one of the shop's categories.");
    return id;
  }

  async function existing(id: string) {
    const product = await repo.find(id);
    if (!product) throw notFound('Product');
    return product;
  }

  app.get(
    '/admin-products',
    {
      schema: {
        tags: ['products'],
        summary: `Products for the back office, newest first, ${ADMIN_PAGE_SIZE} a page: found by part of the name, in one category (\`category\`, its id) and running low (\`low=1\`: stock at most the low-stock threshold, in all or in one size or colour); \`count\` is how many match`,
        querystring: productSearchQuerySchema,
        response: { 200: adminProductPageSchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, ...search } = request.query;
      return adminProductPage(app.db, search, page, ADMIN_PAGE_SIZE, app.config.lowStockThreshold);
    },
  );

  app.get(
    '/export.csv',
    {
      schema: {
        tags: ['products'],
        summary: 'Every product, as a spreadsheet (CSV, UTF-8)',
        response: { 200: csvReply, ...errorReplies(401, 403) },
      },
    },
    async (_request, reply) => {
      const rows = await repo.everyProduct(PRODUCTS_PER_PAGE);
      const csv = csvStream(
        [
          'Id',
          'Name',
          'Category',
          'Brand',
          'Price (₵)',
          'Selling Price (₵)',
          'Stock',
          'Rating',
          'Reviews',
          'Sizes',
          'Colours',
          'Added',
          'Type',
          'Parent Id',
          'SKU',
        ],
        productsThenVariants(rows),
        (row) => {
          const { product: p, category } = row;
          const price = (pesewas: number | null, own: number) => toCedi(pesewas ?? own).toFixed(2);
          if (!row.variant)
            return [
              p.id,
              p.name,
              category,
              p.brand,
              price(null, p.pricePesewas),
              price(null, p.discountPesewas),
              p.stock,
              Number(p.rating).toFixed(1),
              p.numReviews,
              p.sizes.join(', '),
              p.colors.join(', '),
              readableDate(p.createdAt),
              'product',
              '',
              '',
            ];
          // A size and colour of the product above it: its own prices and stock.
          const v = row.variant;
          return [
            v.id,
            p.name,
            category,
            p.brand,
            price(v.pricePesewas, p.pricePesewas),
            price(v.discountPesewas, p.discountPesewas),
            p.stockPerVariant ? v.stock : p.stock,
            '',
            '',
            v.size,
            v.color,
            '',
            v.archived ? 'variant (archived)' : 'variant',
            p.id,
            v.sku,
          ];
        },
      );
      return sendCsv(reply, 'products', csv);
    },
  );

  app.post(
    '/add-products',
    {
      schema: {
        tags: ['products'],
        summary: 'Create a product',
        body: createProductSchema,
        response: { 201: productSchema, ...errorReplies(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const [categoryId, publicIds] = await Promise.all([
        categoryIdOf(body.category),
        images.idsOf(body.image),
      ]);
      const id = await repo.create(
        { ...body, categoryId },
        publicIds.map((publicId) => ({ publicId, url: images.urlOf(publicId) })),
        actorOf(viewerOf(request)),
      );
      return reply.status(201).send(await existing(id));
    },
  );

  app.put(
    '/update-product-details/:id',
    {
      schema: {
        tags: ['products'],
        summary: "Change a product's details",
        params: idParams,
        body: updateProductSchema,
        response: {
          200: productSchema,
          ...errorReplies(400, 401, 403, 404, 413, 415),
          409: errorSchema
            .extend({ stock: z.number().int() })
            .partial({ stock: true })
            .describe(
              'An order took stock since the form was loaded (`stockWas`): `stock` is the stock now. Or the product counts stock per size and colour. Nothing was changed',
            ),
        },
      },
    },
    async (request, reply) => {
      const product = await existing(request.params.id);
      const { stockWas, ...body } = request.body;
      const saved = await repo.update(
        product._id,
        {
          ...body,
          categoryId: body.category === undefined ? undefined : await categoryIdOf(body.category),
          brand: 'brand' in body ? body.brand : undefined,
        },
        stockWas,
        actorOf(viewerOf(request)),
      );
      if (saved === 'missing') throw notFound('Product');
      if (saved === 'stale') {
        const { stock } = await existing(product._id);
        return reply.status(409).send({ error: staleFormStock(stock), stock });
      }
      if (saved === 'per-variant') throw new HttpError(409, STOCK_PER_VARIANT);
      return existing(product._id);
    },
  );

  app.put(
    '/:id/variants',
    {
      schema: {
        tags: ['products'],
        summary:
          "Save a product's stock grid: its sizes x colours with their SKUs, prices, pictures and stock, counted per variant or shared. Each cell's `was` is the stock the owner saw; when an order changed one since, nothing is written and the 409 carries the product as it is now",
        params: idParams,
        body: variantsUpdateSchema,
        response: {
          200: z.object({ product: productWithVariantsSchema }),
          ...errorReplies(400, 401, 403, 404, 413, 415),
          409: errorSchema
            .extend({ product: productWithVariantsSchema })
            .partial({ product: true })
            .describe(
              'An order changed a stock figure the owner saw (`was`): nothing was written; `product` is as it is now. Or a SKU is already used elsewhere in the shop',
            ),
        },
      },
    },
    async (request, reply) => {
      const product = await existing(request.params.id);
      const saved = await repo
        .saveVariants(product._id, request.body, actorOf(viewerOf(request)))
        .catch((error) => {
          throw isUniqueViolation(error) ? new HttpError(409, SKU_TAKEN) : error;
        });
      if (saved === 'missing') throw notFound('Product');
      const now = (await repo.findWithVariants(product._id))!;
      if (saved === 'stale') return reply.status(409).send({ error: STALE_STOCK, product: now });
      return { product: now };
    },
  );

  app.put(
    '/update-product-image/:id',
    {
      bodyLimit: 12 * 1024 * 1024,
      schema: {
        tags: ['products'],
        summary: "Replace a product's pictures (base64 data URLs)",
        params: idParams,
        body: productImagesUpdateSchema,
        response: { 200: productSchema, ...errorReplies(400, 401, 403, 404, 413, 415, 507) },
      },
    },
    async (request) => {
      const product = await existing(request.params.id);
      const saved = await images.saveDataUrls(request.body.selectedImage, 'product');
      await repo.replacePictures(product._id, saved, actorOf(viewerOf(request)));
      await images.removeUnused(product.publicId);
      return existing(product._id);
    },
  );

  app.delete(
    '/delete-product/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'Delete a product (orders keep their copy)',
        params: idParams,
        response: { 200: deletedSchema, ...errorReplies(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const product = await existing(request.params.id);
      await repo.remove(product._id, actorOf(viewerOf(request)));
      await images.removeUnused(product.publicId);
      return { isSuccess: true as const, message: 'Product deleted' };
    },
  );
};
