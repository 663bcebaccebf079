import { MAX_PRICE, SORT_PRICES, type SortPrice } from './catalog.ts';

// The shop listing's filters live in the address bar, so a filtered page can be shared, reloaded
// and stepped back through: ?category=&rating=&low=&high=&sort=&page=&value=. Whatever a link
// carries is read leniently: a value that makes no sense is dropped rather than sent on, and the
// search page's `?category=..&&value=..` (a literal `&&`) reads like any other.

export type ShopFilters = {
  category?: string;
  /** "n stars and up", 1 to 5. */
  rating?: number;
  low?: number;
  high?: number;
  sort?: SortPrice;
  page: number;
  /** The search text. */
  value?: string;
};

const MAX_PAGE = 10_000;

function text(params: URLSearchParams, name: string, max: number): string | undefined {
  const value = params.get(name)?.trim();
  return value ? value.slice(0, max) : undefined;
}

function number(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name)?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

function price(params: URLSearchParams, name: string): number | undefined {
  const value = number(params, name);
  return value === undefined ? undefined : Math.min(Math.max(value, 0), MAX_PRICE);
}

export function parseShopFilters(search: string | URLSearchParams): ShopFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const rating = number(params, 'rating');
  const page = number(params, 'page');
  const sort = params.get('sort');
  let low = price(params, 'low');
  let high = price(params, 'high');
  if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
  return {
    category: text(params, 'category', 100),
    rating:
      rating !== undefined && Number.isInteger(rating) && rating >= 1 && rating <= 5
        ? rating
        : undefined,
    low,
    high,
    sort: SORT_PRICES.find((value) => value === sort),
    page: page !== undefined && Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    value: text(params, 'value', 200),
  };
}

/** The query string for `filters`, without the parts that are off (and without page 1). */
export function shopFiltersSearch(filters: ShopFilters): string {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.value) params.set('value', filters.value);
  if (filters.rating) params.set('rating', String(filters.rating));
  if (filters.low !== undefined) params.set('low', String(filters.low));
  if (filters.high !== undefined) params.set('high', String(filters.high));
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/** The api call that lists `filters`, with the api's own names for them. */
export function productListPath(filters: ShopFilters): string {
  const params = new URLSearchParams();
  const query = {
    category: filters.category,
    rating: filters.rating,
    lowPrice: filters.low,
    highPrice: filters.high,
    sortPrice: filters.sort,
    pageNumber: filters.page,
    searchValue: filters.value,
  };
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return `/api/home/query-products?${params}`;
}

/** How many filters (not counting the search text and the page) are on: for the Filters button. */
export function activeFilterCount(filters: ShopFilters): number {
  return [
    filters.category,
    filters.rating,
    filters.low !== undefined || filters.high !== undefined ? 1 : undefined,
  ].filter(Boolean).length;
}
