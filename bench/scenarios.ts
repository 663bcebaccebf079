import type { CatalogueInfo } from './catalogue.ts';

// The requests of each scenario, as the storefront sends them (see apps/web/src/features/*/api).

export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  paths: string[];
  bodies?: string[];
  headers?: Record<string, string>;
}

const listing = (query: Record<string, string | number>) =>
  `/api/home/query-products?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

const browserHeaders = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

// The pages' HTML, rendered on the server (kept per catalogue version when the cache is on),
// asked for as a phone's browser asks: brotli accepted.
const shopPage: Scenario = {
  name: 'page /shop (HTML)',
  method: 'GET',
  paths: ['/shop'],
  headers: browserHeaders,
};
const productPages = (ids: string[]): Scenario => ({
  name: `product page (HTML, ${ids.length} ids)`,
  method: 'GET',
  paths: ids.map((id) => `/product-details/${id}`),
  headers: browserHeaders,
});

export const trivial: Scenario = {
  name: 'trivial (health)',
  method: 'GET',
  paths: ['/api/health'],
};

/** A category, a price range and a sort: the listing of the read scenarios and the buying ones. */
export const filteredListing = (info: CatalogueInfo) => ({
  ...info.listing,
  sortPrice: 'low-to-high',
});

export function readScenarios(info: CatalogueInfo): Scenario[] {
  return [
    {
      name: 'listing category+price+sort',
      method: 'GET',
      paths: [listing(filteredListing(info))],
    },
    { name: 'listing page 50', method: 'GET', paths: [listing({ pageNumber: 50 })] },
    {
      name: 'search exact word',
      method: 'GET',
      paths: [listing({ searchValue: info.search.exact })],
    },
    {
      name: 'search with typo',
      method: 'GET',
      paths: [listing({ searchValue: info.search.typo })],
    },
    {
      name: `product details (${info.productIds.length} ids)`,
      method: 'GET',
      paths: info.productIds.map((id) => `/api/products/get-product-details/${id}`),
    },
    shopPage,
    productPages(info.productIds),
    {
      name: `reviews page (${info.reviewedProductIds.length} ids)`,
      method: 'GET',
      paths: info.reviewedProductIds.map(
        (id) => `/api/products/customer/get-reviews/${id}?pageNo=1`,
      ),
    },
  ];
}

/** The pages measured while people buy: the shop, product pages, and a listing kept in cache. */
export function pagesWhileBuying(
  productIds: string[],
  listingQuery: Record<string, string | number>,
): Scenario[] {
  return [
    shopPage,
    productPages(productIds),
    { name: 'listing from the cache', method: 'GET', paths: [listing(listingQuery)] },
  ];
}

/** A line a bench order buys: a product, or one size and colour of it. */
export type OrderedLine = { _id: string; variantId?: string };

/** One body per product (or variant): one unit of it, as a guest's checkout orders it. */
export function orderBodies(lines: (string | OrderedLine)[]): string[] {
  return lines.map((line) =>
    JSON.stringify({
      name: 'Bench Shopper',
      phoneNumber: '0244550123',
      province: 'Ashanti',
      area: 'Adum',
      products: [{ ...(typeof line === 'string' ? { _id: line } : line), qty: 1 }],
    }),
  );
}

/** One unit of a product at random, as a guest would order it. */
export function orderScenario(info: CatalogueInfo): Scenario {
  return {
    name: 'order placement',
    method: 'POST',
    paths: ['/api/orders/customer-order'],
    bodies: orderBodies([...info.orderPool.plenty, ...info.orderPool.scarce]),
  };
}
