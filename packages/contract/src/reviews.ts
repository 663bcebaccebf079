import { z } from 'zod';
import { ID_MAX, idString } from './ids.ts';

import {
  REVIEW_COMMENT_REQUIRED,
  REVIEW_MAX,
  REVIEW_RATING_REQUIRED,
  REVIEW_TOO_LONG,
} from './review-messages.ts';

export * from './review-messages.ts';

/** What the review form sends. The reviewer is whoever the token says; `name` and `userId` are ignored. */
export const reviewInputSchema = z.object({
  productId: z
    .string({ error: 'productId is required' })
    .min(1, 'productId is required')
    .max(ID_MAX, 'That id is too long'),
  rating: z.coerce
    .number({ error: REVIEW_RATING_REQUIRED })
    .int(REVIEW_RATING_REQUIRED)
    .min(1, REVIEW_RATING_REQUIRED)
    .max(5, REVIEW_RATING_REQUIRED),
  review: z
    .string({ error: REVIEW_COMMENT_REQUIRED })
    .trim()
    .min(1, REVIEW_COMMENT_REQUIRED)
    .max(REVIEW_MAX, REVIEW_TOO_LONG),
  name: z.string().max(200).optional(),
  userId: idString.optional(),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  review: z.string(),
  rating: z.number().int(),
  date: z.string(),
  productId: z.string(),
  userId: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewPageSchema = z.object({
  reviews: z.array(reviewSchema),
  totalReview: z.number().int(),
  pageNo: z.number().int(),
  pages: z.number().int(),
  /** Five entries, 5 stars down to 1, each with how many reviews gave it. */
  rating_review: z.array(z.object({ rating: z.number().int(), sum: z.number().int() })),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const reviewPageQuerySchema = z.object({
  pageNo: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: 'pageNo must be a number' })
      .int('pageNo must be a whole number')
      .min(1, 'pageNo must be 1 or more')
      .max(100_000, 'pageNo is too large')
      .default(1),
  ),
});

export const reviewSubmittedSchema = z.object({
  isSuccess: z.literal(true),
  message: z.string(),
  review: reviewSchema,
});
