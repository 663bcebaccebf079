import type { ProductList } from '@adepa/contract/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, withQuery } from '../../../lib/api-client';
import type { ShopFilters } from '../shop-filters';

export function queryProducts(filters: ShopFilters, signal?: AbortSignal): Promise<ProductList> {
  const path = withQuery('/api/home/query-products', {
    category: filters.category,
    rating: filters.rating,
    lowPrice: filters.low,
    highPrice: filters.high,
    sortPrice: filters.sort,
    pageNumber: filters.page,
    searchValue: filters.value,
  });
  return apiFetch<ProductList>(path, { signal });
}

export function productListQuery(filters: ShopFilters) {
  return queryOptions({
    queryKey: ['products', 'list', filters],
    queryFn: ({ signal }) => queryProducts(filters, signal),
  });
}

/** Keeps the last page on screen while a new filter or page loads, so the grid does not jump. */
export function useProductList(filters: ShopFilters) {
  return useQuery({ ...productListQuery(filters), placeholderData: keepPreviousData });
}
