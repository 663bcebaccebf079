import { MAX_PRICE, SORT_PRICES, type SortPrice } from './catalogue.ts';

// The shop listing's filters live in the address bar, so a filtered page can be shared, reloaded
// and stepped back through. Whatever a link carries is read leniently: a value that makes no sense,
// or says what no value says (page 1, a price from 0 or up to the most a price can be), is dropped
// rather than sent on. `shopFiltersSearch` writes them back in one order,
// ?category=&value=&rating=&low=&high=&sort=&page=: the listing's links are written with it, and
// the server redirects any other spelling of a listing to what it writes, so each listing has one
// address. Reading what it wrote gives the same filters back.

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

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const CONTROL = /[\u0000-\u001f\u007f]/g;

/**
 * Text as a shopper types it: control characters (which the database refuses) read as spaces, and
 * cut to `max` without leaving half a character or a space at the end, so it reads back the same.
 */
function text(params: URLSearchParams, name: string, max: number): string | undefined {
  let value = params.get(name)?.replace(CONTROL, ' ').trim().slice(0, max);
  if (value && /[\ud800-\udbff]$/.test(value)) value = value.slice(0, -1);
  return value?.trimEnd() || undefined;
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

/** Every price is from 0 up to MAX_PRICE: a bound there filters nothing. */
const bound = (value: number | undefined, none: number) => (value === none ? undefined : value);

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
    low: bound(low, 0),
    high: bound(high, MAX_PRICE),
    sort: SORT_PRICES.find((value) => value === sort),
    page: page !== undefined && Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    value: text(params, 'value', 200),
  };
}

/** The query string for `filters`, without the parts that are off (and without page 1), in order. */
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
