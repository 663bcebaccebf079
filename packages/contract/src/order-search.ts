import { z } from 'zod';
import { daySchema } from './days.ts';
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from './order-options.ts';
import { pageQuerySchema } from './paging.ts';

// The back office's order search: a buyer on the phone gives a name or a phone number, rarely the
// order number, so one text box takes any of the three. Dates are days in Accra, which keeps UTC all
// year, so a day is a UTC day and both ends are included.

export const ORDER_SEARCH_MAX = 100;

export const orderSearchQuerySchema = pageQuerySchema
  .extend({
    q: z
      .string()
      .trim()
      .max(ORDER_SEARCH_MAX, `q must be at most ${ORDER_SEARCH_MAX} characters`)
      .optional()
      .transform((value) => value || undefined),
    status: z
      .enum(DELIVERY_STATUSES, {
        error: `status must be one of ${DELIVERY_STATUSES.join(', ')}`,
      })
      .optional(),
    payment: z
      .enum(PAYMENT_STATUSES, { error: `payment must be one of ${PAYMENT_STATUSES.join(', ')}` })
      .optional(),
    from: daySchema('from').optional(),
    to: daySchema('to').optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'to must be on or after from',
    path: ['to'],
  });
export type OrderSearchQuery = z.infer<typeof orderSearchQuerySchema>;

/** The filters the search applies, without the page. */
export type OrderSearch = Partial<Omit<OrderSearchQuery, 'page'>>;

/** The order the list writes its filters in its address: ?q=&status=&payment=&from=&to=&page=. */
export const ORDER_SEARCH_KEYS = ['q', 'status', 'payment', 'from', 'to'] as const;

/**
 * The filters a link carries, read leniently: a value the search would refuse (a status that is
 * none, a date that is not one) is dropped rather than sent on, so an old or mistyped link still
 * opens the list.
 */
export function parseOrderSearch(search: string | URLSearchParams): OrderSearch {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filters: Record<string, string> = {};
  for (const key of ORDER_SEARCH_KEYS) {
    const value = params.get(key);
    if (!value) continue;
    const parsed = orderSearchQuerySchema.shape[key].safeParse(value);
    if (parsed.success && parsed.data) filters[key] = parsed.data;
  }
  if (filters.from && filters.to && filters.from > filters.to) delete filters.to;
  return filters as OrderSearch;
}

/** The query string of `filters` at `page`, in the list's one order ('' for none at page 1). */
export function orderSearchString(filters: OrderSearch, page = 1): string {
  const params = new URLSearchParams();
  for (const key of ORDER_SEARCH_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
