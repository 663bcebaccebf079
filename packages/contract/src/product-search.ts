import { z } from 'zod';
import { productPageSchema } from './catalogue.ts';
import { idString } from './ids.ts';
import { pageQuerySchema } from './paging.ts';
import { isPublicId } from './public-id.ts';

// The back office's product list: found by part of the name, narrowed to one category and to
// those running low (at most the shop's low-stock threshold, in all or in one size or colour).

export const PRODUCT_SEARCH_MAX = 100;

export const productSearchQuerySchema = pageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(PRODUCT_SEARCH_MAX, `q must be at most ${PRODUCT_SEARCH_MAX} characters`)
    .optional()
    .transform((value) => value || undefined),
  /** The category's id. */
  category: idString
    .refine(isPublicId, { error: 'category must be the id of a category' })
    .optional(),
  low: z.enum(['1'], { error: 'low must be 1 when given' }).optional(),
});
export type ProductSearchQuery = z.infer<typeof productSearchQuerySchema>;
export type ProductSearch = Partial<Omit<ProductSearchQuery, 'page'>>;

/** A page of the products found, and how many there are. */
export const adminProductPageSchema = productPageSchema.extend({ count: z.number().int() });
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;

export const PRODUCT_SEARCH_KEYS = ['q', 'category', 'low'] as const;

/** The filters a link carries, read leniently: a value the list would refuse is dropped. */
export function parseProductSearch(search: string | URLSearchParams): ProductSearch {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filters: Record<string, string> = {};
  for (const key of PRODUCT_SEARCH_KEYS) {
    const value = params.get(key);
    if (!value) continue;
    const parsed = productSearchQuerySchema.shape[key].safeParse(value);
    if (parsed.success && parsed.data) filters[key] = parsed.data;
  }
  return filters as ProductSearch;
}

/** The query string of `filters` at `page`, in the list's one order: ?q=&category=&low=&page=. */
export function productSearchString(filters: ProductSearch, page = 1): string {
  const params = new URLSearchParams();
  for (const key of PRODUCT_SEARCH_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
