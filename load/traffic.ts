import { productDetailsPath, SORT_PRICES } from '@adepa/contract/catalogue';
import { productListPath } from '@adepa/contract/shop-filters';
import type { Catalogue } from './catalogue.ts';

// The mix of one shopper's requests, with the URLs the storefront sends (apps/web/src/features/*/
// api): 70% browsing (home, categories, listing with filters and pages, product, reviews), 20%
// search (catalogue words, a quarter of them misspelt), 10% checkout of 1 to 3 lines.

export const KINDS = [
  'home',
  'price range',
  'categories',
  'listing',
  'product',
  'reviews',
  'search',
  'checkout',
] as const;
export type Kind = (typeof KINDS)[number];

const WEIGHTS: Record<Kind, number> = {
  home: 12,
  'price range': 3,
  categories: 10,
  listing: 17,
  product: 18,
  reviews: 10,
  search: 20,
  checkout: 10,
};

export interface ShopRequest {
  kind: Kind;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Checkout only: product id to quantity, to compare with the books afterwards. */
  lines?: Map<string, number>;
}

export interface TrafficOptions {
  catalogue: Catalogue;
  /** Products whose stock was made small: a tenth of the order lines go to them. */
  scarce: string[];
  /** Access tokens of signed-in customers; a third of the orders are theirs, the rest guests'. */
  tokens: string[];
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const chance = (p: number) => Math.random() < p;
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

/** `withQuery` of apps/web/src/lib/api-client.ts: unset values are left out, in this order. */
function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A word as people type it: now and then a letter dropped, doubled or swapped with the next. */
function misspell(word: string): string {
  const at = between(1, word.length - 2);
  const slip = pick(['drop', 'double', 'swap'] as const);
  if (slip === 'drop') return word.slice(0, at) + word.slice(at + 1);
  if (slip === 'double') return word.slice(0, at) + word[at] + word.slice(at);
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

export function createTraffic({ catalogue, scarce, tokens }: TrafficOptions) {
  const total = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);
  const kindAt = (roll: number): Kind => {
    let left = roll;
    for (const kind of KINDS) {
      left -= WEIGHTS[kind];
      if (left < 0) return kind;
    }
    return 'home';
  };
  const productId = () => pick(catalogue.products).id;
  const variantsOf = new Map(catalogue.products.map((p) => [p.id, p.variants]));

  const make: Record<Kind, () => ShopRequest> = {
    home: () => ({
      kind: 'home',
      method: 'GET',
      path: withQuery('/api/products/new', { page: chance(0.8) ? 1 : 2 }),
    }),
    'price range': () => ({
      kind: 'price range',
      method: 'GET',
      path: '/api/home/price-range-latest-product',
    }),
    categories: () => ({ kind: 'categories', method: 'GET', path: '/api/category/categories' }),
    listing: () => ({
      kind: 'listing',
      method: 'GET',
      path: productListPath({
        category: chance(0.5) ? pick(catalogue.categories) : undefined,
        rating: chance(0.2) ? between(1, 5) : undefined,
        low: chance(0.2) ? pick([0, 50, 100]) : undefined,
        high: chance(0.2) ? pick([500, 1000, 5000]) : undefined,
        sort: chance(0.3) ? pick(SORT_PRICES) : undefined,
        page: chance(0.7) ? 1 : between(2, 4),
      }),
    }),
    product: () => ({
      kind: 'product',
      method: 'GET',
      path: productDetailsPath(productId()),
    }),
    reviews: () => ({
      kind: 'reviews',
      method: 'GET',
      path: withQuery(`/api/products/customer/get-reviews/${encodeURIComponent(productId())}`, {
        pageNo: chance(0.8) ? 1 : 2,
      }),
    }),
    search: () => {
      const words = Array.from({ length: chance(0.7) ? 1 : 2 }, () => {
        const word = pick(catalogue.words);
        return chance(0.25) ? misspell(word) : word;
      });
      return {
        kind: 'search',
        method: 'GET',
        path: productListPath({ page: chance(0.9) ? 1 : 2, value: words.join(' ') }),
      };
    },
    checkout: () => {
      const lines = new Map<string, number>();
      const sent: { _id: string; qty: number; variantId?: string }[] = [];
      for (let i = between(1, 3); i > 0; i--) {
        const id = chance(0.1) && scarce.length ? pick(scarce) : productId();
        const qty = between(1, 3);
        lines.set(id, (lines.get(id) ?? 0) + qty);
        // A product counted per size and colour is ordered in one of them, as the shop page asks.
        const variants = variantsOf.get(id) ?? [];
        sent.push({ _id: id, qty, ...(variants.length > 0 && { variantId: pick(variants) }) });
      }
      const signedIn = tokens.length > 0 && chance(1 / 3);
      const body = {
        name: 'Load Tester',
        ...(chance(0.5) && { email: 'load.tester@example.com' }),
        // Shoppers' own numbers, so that the limits per number meet what a real day brings.
        phoneNumber: `024${String(between(0, 9_999_999)).padStart(7, '0')}`,
        province: 'Ashanti',
        area: 'Adum',
        products: sent,
      };
      return {
        kind: 'checkout',
        method: 'POST',
        path: '/api/orders/customer-order',
        headers: {
          'content-type': 'application/json',
          ...(signedIn && { authorization: `Bearer ${pick(tokens)}` }),
        },
        body: JSON.stringify(body),
        lines,
      };
    },
  };

  return () => make[kindAt(Math.random() * total)]();
}
