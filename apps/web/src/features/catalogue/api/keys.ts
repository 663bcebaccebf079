import type { ShopFilters } from '@adepa/contract/shop-filters';

// The storefront's catalogue in the query cache. Every product read (listings, new arrivals, the
// price range, and the product pages' keys in features/product) sits under `products`, so a
// change to any product refreshes them all at once; categories have their own branch.

const products = ['products'] as const;

export const catalogueKeys = {
  products,
  list: (filters: ShopFilters) => [...products, 'list', filters] as const,
  newArrivals: (page: number) => [...products, 'new', page] as const,
  priceRange: [...products, 'price-range'] as const,
  categories: ['categories'] as const,
};
