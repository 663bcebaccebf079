import { z } from 'zod';
import { MAX_PRICE, SORT_PRICES } from './catalogue.ts';

// The shop listing's query (its own module: the storefront's first page must not load zod).

/** An empty query parameter (`?rating=`) means the filter is off. */
const param = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const price = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(0, `${name} cannot be below 0`)
    .max(MAX_PRICE, `${name} is too large`);

/** `GET /api/home/query-products`; the price bounds also come as `low` and `high`. */
export const catalogueQuerySchema = z.object({
  category: param(z.string().trim().max(100, 'category is too long')),
  rating: param(
    z.coerce
      .number({ error: 'rating must be a number' })
      .int('rating must be a whole number')
      .min(0, 'rating must be between 0 and 5')
      .max(5, 'rating must be between 0 and 5'),
  ),
  lowPrice: param(price('lowPrice')),
  highPrice: param(price('highPrice')),
  low: param(price('low')),
  high: param(price('high')),
  sortPrice: param(z.enum(SORT_PRICES, { error: 'sortPrice must be low-to-high or high-to-low' })),
  pageNumber: param(
    z.coerce
      .number({ error: 'pageNumber must be a number' })
      .int('pageNumber must be a whole number')
      .min(1, 'pageNumber must be 1 or more')
      .max(10_000, 'pageNumber is too large'),
  ),
  searchValue: param(z.string().trim().max(200, 'searchValue is too long')),
});
export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;
