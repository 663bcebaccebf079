import { categorySchema } from '@adepa/contract/catalogue';
import {
  categoryImageUpdateSchema,
  createCategorySchema,
  deletedSchema,
  updateCategorySchema,
} from '@adepa/contract/catalogue-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../activity/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { serviceDeps } from '../../plugins/service-deps.ts';
import { createCatalogueImages } from '../uploads/index.ts';
import { createCategoryRepository } from './repository.ts';

// The admin's category routes. A category that still has products cannot be deleted: the
// products would be left without a shelf, so the admin moves or deletes them first.

const idParams = z.object({ id: z.string().max(100) });
const NAME_TAKEN = 'A category with this name already exists.';

export const adminCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff);
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
      const id = await repo
        .create(
          { name: request.body.name, imageUrl: images.urlOf(imageId!), imageId: imageId! },
          actorOf(viewerOf(request)),
        )
        .catch(nameTaken);
      return reply.status(201).send(await existing(id));
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
      await repo
        .rename(category._id, request.body.name, actorOf(viewerOf(request)))
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
      const oldImageId = await repo.imageIdOf(category._id);
      const [saved] = await images.saveDataUrls([request.body.image], 'category');
      await repo.setImage(category._id, saved!, actorOf(viewerOf(request)));
      if (oldImageId !== undefined) await images.removeUnused([oldImageId]);
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
      const inUse = await repo.productCount(category._id);
      if (inUse > 0) {
        throw new HttpError(
          409,
          `This category still has ${inUse} product${inUse === 1 ? '' : 's'}. Move them to another category or delete them first.`,
        );
      }
      const imageId = await repo.remove(category._id, actorOf(viewerOf(request)));
      if (imageId !== undefined) await images.removeUnused([imageId]);
      return { isSuccess: true as const, message: 'Category deleted successfully' };
    },
  );
};
