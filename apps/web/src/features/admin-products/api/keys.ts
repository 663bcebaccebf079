import type { ProductSearch } from '@adepa/contract/product-search';

const all = ['admin', 'products'] as const;

export const adminProductKeys = {
  all,
  page: (page: number, search: ProductSearch = {}) => [...all, 'page', page, search] as const,
  one: (id: string) => [...all, 'one', id] as const,
};
