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

export const trivial: Scenario = {
  name: 'trivial (health)',
  method: 'GET',
  paths: ['/api/health'],
};

export function readScenarios(info: CatalogueInfo): Scenario[] {
  const { category, lowPrice, highPrice } = info.listing;
  return [
    {
      name: 'listing category+price+sort',
      method: 'GET',
      paths: [listing({ category, lowPrice, highPrice, sortPrice: 'low-to-high' })],
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
    // The pages' HTML, rendered on the server (kept per catalogue version when the cache is on),
    // asked for as a phone's browser asks: brotli accepted.
    { name: 'page /shop (HTML)', method: 'GET', paths: ['/shop'], headers: browserHeaders },
    {
      name: `product page (HTML, ${info.productIds.length} ids)`,
      method: 'GET',
      paths: info.productIds.map((id) => `/product-details/${id}`),
      headers: browserHeaders,
    },
    {
      name: `reviews page (${info.reviewedProductIds.length} ids)`,
      method: 'GET',
      paths: info.reviewedProductIds.map(
        (id) => `/api/products/customer/get-reviews/${id}?pageNo=1`,
      ),
    },
  ];
}

/** One unit of a product at random, as a guest would order it. */
export function orderScenario(info: CatalogueInfo): Scenario {
  const ids = [...info.orderPool.plenty, ...info.orderPool.scarce];
  return {
    name: 'order placement',
    method: 'POST',
    paths: ['/api/orders/customer-order'],
    bodies: ids.map((id) =>
      JSON.stringify({
        name: 'Bench Shopper',
        phoneNumber: '0244550123',
        province: 'Ashanti',
        area: 'Adum',
        products: [{ _id: id, qty: 1 }],
      }),
    ),
  };
}
