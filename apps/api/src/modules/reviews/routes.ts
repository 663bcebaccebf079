import { idString } from '@adepa/contract/ids';
import {
  REVIEW_SUBMITTED,
  reviewInputSchema,
  reviewPageQuerySchema,
  reviewPageSchema,
  reviewSubmittedSchema,
} from '@adepa/contract/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../lib/error-replies.ts';
import { notFound } from '../../lib/http-error.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { createReviewRepository } from './repository.ts';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createReviewRepository(app.db);

  app.post(
    '/submit-reviews',
    {
      onRequest: [app.requireUser, app.limitPerAccount('review', app.config.limits.reviewsPerHour)],
      schema: {
        tags: ['reviews'],
        summary: 'Review a product as the signed-in customer (a second review replaces the first)',
        body: reviewInputSchema,
        response: { 201: reviewSubmittedSchema, ...errorReplies(400, 401, 404, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { productId, rating, review } = request.body;
      if (!(await repo.productExists(productId))) throw notFound('Product');
      const saved = await repo.submit({
        productId,
        userId: viewer.id,
        name: viewer.username,
        rating,
        comment: review,
      });
      return reply
        .status(201)
        .send({ isSuccess: true as const, message: REVIEW_SUBMITTED, review: saved });
    },
  );

  app.get(
    '/get-reviews/:productId',
    {
      config: { catalogueCache: true },
      schema: {
        tags: ['reviews'],
        summary: "A product's reviews, newest first, with how many gave each star",
        params: z.object({ productId: idString }),
        querystring: reviewPageQuerySchema,
        response: { 200: reviewPageSchema, ...errorReplies(400, 404) },
      },
    },
    async (request) => {
      const { productId } = request.params;
      if (!(await repo.productExists(productId))) throw notFound('Product');
      return repo.page(productId, request.query.pageNo);
    },
  );
};
