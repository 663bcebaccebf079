import { z } from 'zod';

/** `?page=n` of every paged list: a whole number from 1; missing means 1. */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(100_000, 'page is too large')
    .default(1),
});
