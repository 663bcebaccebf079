import type { ProductList } from '@adepa/contract/catalogue';
import { productListPath, type ShopFilters } from '@adepa/contract/shop-filters';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

export function queryProducts(filters: ShopFilters, signal?: AbortSignal): Promise<ProductList> {
  return apiFetch<ProductList>(productListPath(filters), { signal });
}

export function productListQuery(filters: ShopFilters) {
  return queryOptions({
    queryKey: catalogueKeys.list(filters),
    queryFn: ({ signal }) => queryProducts(filters, signal),
  });
}

/** Keeps the last page on screen while a new filter or page loads, so the grid does not jump. */
export function useProductList(filters: ShopFilters) {
  return useQuery({ ...productListQuery(filters), placeholderData: keepPreviousData });
}
