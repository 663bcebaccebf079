import { categorySchema } from '@adepa/contract/catalogue';
import { idString } from '@adepa/contract/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../lib/error-replies.ts';
import { notFound } from '../../lib/http-error.ts';
import { createCategoryRepository } from './repository.ts';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createCategoryRepository(app.db);

  app.get(
    '/categories',
    {
      config: { catalogueCache: true },
      schema: {
        tags: ['categories'],
        summary: 'All categories, by name',
        response: { 200: z.array(categorySchema), ...errorReplies() },
      },
    },
    async () => repo.list(),
  );

  app.get(
    '/category/:id',
    {
      config: { catalogueCache: true },
      schema: {
        tags: ['categories'],
        summary: 'One category',
        params: z.object({ id: idString }),
        response: { 200: categorySchema, ...errorReplies(400, 404) },
      },
    },
    async (request) => {
      const category = await repo.find(request.params.id);
      if (!category) throw notFound('Category');
      return category;
    },
  );
};
