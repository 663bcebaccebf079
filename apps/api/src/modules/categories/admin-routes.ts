import { categorySchema } from '@adepa/contract/catalog';
import {
  categoryImageUpdateSchema,
  createCategorySchema,
  deletedSchema,
  updateCategorySchema,
} from '@adepa/contract/catalog-admin';
import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categories, products } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { serviceDeps } from '../../plugins/service-deps.ts';
import { createCatalogueImages } from '../uploads/index.ts';
import { createCategoryRepository } from './repository.ts';

// The admin's category routes. A category that still has products cannot be deleted: the
// products would be left without a shelf, so the admin moves or deletes them first.

const idParams = z.object({ id: z.string().max(100) });
const NAME_TAKEN = 'A category with this name already exists.';

export const adminCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const repo = createCategoryRepository(app.db);
  const images = createCatalogueImages(serviceDeps(app));

  async function existing(id: string) {
    const category = await repo.find(id);
    if (!category) throw notFound('Category');
    return category;
  }
  const nameTaken = (error: unknown) => {
    throw isUniqueViolation(error) ? new HttpError(409, NAME_TAKEN) : error;
  };

  app.post(
    '/',
    {
      schema: {
        tags: ['categories'],
        summary: 'Create a category',
        body: createCategorySchema,
        response: {
          201: categorySchema,
          ...errorReplies(400, 401, 403, { 409: NAME_TAKEN }, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const [imageId] = await images.idsOf([request.body.image]);
      const [row] = await app.db
        .insert(categories)
        .values({ name: request.body.name, imageUrl: images.urlOf(imageId!), imageId: imageId! })
        .returning({ id: categories.id })
        .catch(nameTaken);
      return reply.status(201).send(await existing(row!.id));
    },
  );

  app.put(
    '/update-category/:id',
    {
      schema: {
        tags: ['categories'],
        summary: 'Rename a category',
        params: idParams,
        body: updateCategorySchema,
        response: {
          200: categorySchema,
          ...errorReplies(400, 401, 403, 404, { 409: NAME_TAKEN }, 413, 415),
        },
      },
    },
    async (request) => {
      const category = await existing(request.params.id);
      await app.db
        .update(categories)
        .set({ name: request.body.name, updatedAt: new Date() })
        .where(eq(categories.id, category._id))
        .catch(nameTaken);
      return existing(category._id);
    },
  );

  app.put(
    '/update-category-image/:id',
    {
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags: ['categories'],
        summary: "Replace a category's picture (base64 data URL)",
        params: idParams,
        body: categoryImageUpdateSchema,
        response: { 200: categorySchema, ...errorReplies(400, 401, 403, 404, 413, 415, 507) },
      },
    },
    async (request) => {
      const category = await existing(request.params.id);
      const [old] = await app.db
        .select({ imageId: categories.imageId })
        .from(categories)
        .where(eq(categories.id, category._id));
      const [saved] = await images.saveDataUrls([request.body.image], 'category');
      await app.db
        .update(categories)
        .set({ imageUrl: saved!.url, imageId: saved!.publicId, updatedAt: new Date() })
        .where(eq(categories.id, category._id));
      if (old) await images.removeUnused([old.imageId]);
      return existing(category._id);
    },
  );

  app.delete(
    '/delete-category/:id',
    {
      schema: {
        tags: ['categories'],
        summary: 'Delete a category that has no products',
        params: idParams,
        response: {
          200: deletedSchema,
          ...errorReplies(400, 401, 403, 404, { 409: 'The category still has products' }, 413, 415),
        },
      },
    },
    async (request) => {
      const category = await existing(request.params.id);
      const [inUse] = await app.db
        .select({ n: count() })
        .from(products)
        .where(eq(products.categoryId, category._id));
      if (inUse && inUse.n > 0) {
        throw new HttpError(
          409,
          `This category still has ${inUse.n} product${inUse.n === 1 ? '' : 's'}. Move them to another category or delete them first.`,
        );
      }
      const [deleted] = await app.db
        .delete(categories)
        .where(eq(categories.id, category._id))
        .returning({ imageId: categories.imageId });
      if (deleted) await images.removeUnused([deleted.imageId]);
      return { isSuccess: true as const, message: 'Category deleted successfully' };
    },
  );
};
