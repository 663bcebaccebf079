import { productSchema } from '@adepa/contract/catalog';
import {
  createProductSchema,
  deletedSchema,
  productImagesUpdateSchema,
  updateProductSchema,
} from '@adepa/contract/catalog-admin';
import { toCedi, toPesewas } from '@adepa/contract/money';
import { asc, eq, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categories, productImages, products } from '../../db/schema.ts';
import { csvReply, csvStream, readableDate, sendCsv } from '../../lib/csv.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { isPublicId } from '../../lib/ids.ts';
import { rowsInPages } from '../../lib/keyset.ts';
import { serviceDeps } from '../../plugins/service-deps.ts';
import { createCatalogueImages } from '../uploads/index.ts';
import { createProductRepository } from './repository.ts';

// The admin's product routes. Old orders keep their own copy of each line, so deleting a product
// never changes an order.

const idParams = z.object({ id: z.string().max(100) });
const PRODUCTS_PER_PAGE = 500;

export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const repo = createProductRepository(app.db);
  const images = createCatalogueImages(serviceDeps(app));

  /** A category named by its name, its `_id` string (as the update form sends it), or `{ _id }`. */
  async function categoryIdOf(category: string | { _id: string }): Promise<string> {
    const id = typeof category === 'string' ? category : category._id;
    const byId = isPublicId(id) ? eq(categories.id, id) : undefined;
    const where =
      typeof category === 'string'
        ? or(byId, eq(sql`lower(${categories.name})`, category.toLowerCase()))
        : byId;
    const [row] = where
      ? await app.db.select({ id: categories.id }).from(categories).where(where)
      : [];
    if (!row) throw new HttpError(400, "Choose one of the shop's categories.");
    return row.id;
  }

  async function existing(id: string) {
    const product = await repo.find(id);
    if (!product) throw notFound('Product');
    return product;
  }

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
      // By category and name; pages follow those and the id, which tells equal names apart.
      const rows = await rowsInPages(
        (after: { product: typeof products.$inferSelect; category: string } | undefined, limit) =>
          app.db
            .select({ product: products, category: categories.name })
            .from(products)
            .innerJoin(categories, eq(categories.id, products.categoryId))
            .where(
              after &&
                sql`(${categories.name}, ${products.name}, ${products.id}) > (${after.category}, ${after.product.name}, ${after.product.id}::uuid)`,
            )
            .orderBy(asc(categories.name), asc(products.name), asc(products.id))
            .limit(limit),
        PRODUCTS_PER_PAGE,
      );
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
        ],
        rows,
        ({ product: p, category }) => [
          p.id,
          p.name,
          category,
          p.brand,
          toCedi(p.pricePesewas).toFixed(2),
          toCedi(p.discountPesewas).toFixed(2),
          p.stock,
          Number(p.rating).toFixed(1),
          p.numReviews,
          p.sizes.join(', '),
          p.colors.join(', '),
          readableDate(p.createdAt),
        ],
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
      const id = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(products)
          .values({
            name: body.name,
            description: body.description,
            pricePesewas: toPesewas(body.price),
            discountPesewas: toPesewas(body.discount),
            stock: body.stock,
            categoryId,
            brand: body.brand,
            sizes: body.sizes,
            colors: body.colors,
            features: body.features,
          })
          .returning({ id: products.id });
        await tx.insert(productImages).values(
          publicIds.map((publicId, position) => ({
            productId: row!.id,
            publicId,
            url: images.urlOf(publicId),
            position,
          })),
        );
        return row!.id;
      });
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
        response: { 200: productSchema, ...errorReplies(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const product = await existing(request.params.id);
      const body = request.body;
      await app.db
        .update(products)
        .set({
          name: body.name,
          description: body.description,
          pricePesewas: body.price === undefined ? undefined : toPesewas(body.price),
          discountPesewas: body.discount === undefined ? undefined : toPesewas(body.discount),
          stock: body.stock,
          categoryId: body.category === undefined ? undefined : await categoryIdOf(body.category),
          brand: 'brand' in body ? body.brand : undefined,
          sizes: body.sizes,
          colors: body.colors,
          features: body.features,
          updatedAt: new Date(),
        })
        .where(eq(products.id, product._id));
      return existing(product._id);
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
      await app.db.transaction(async (tx) => {
        await tx.delete(productImages).where(eq(productImages.productId, product._id));
        await tx
          .insert(productImages)
          .values(saved.map((image, position) => ({ productId: product._id, ...image, position })));
        await tx
          .update(products)
          .set({ updatedAt: new Date() })
          .where(eq(products.id, product._id));
      });
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
      await app.db.delete(products).where(eq(products.id, product._id));
      await images.removeUnused(product.publicId);
      return { isSuccess: true as const, message: 'Product deleted' };
    },
  );
};
