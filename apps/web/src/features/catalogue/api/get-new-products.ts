import type { ProductPage } from '@adepa/contract/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, withQuery } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

export function getNewProducts(page: number, signal?: AbortSignal): Promise<ProductPage> {
  return apiFetch<ProductPage>(withQuery('/api/products/new', { page }), { signal });
}

export function newProductsQuery(page: number) {
  return queryOptions({
    queryKey: catalogueKeys.newArrivals(page),
    queryFn: ({ signal }) => getNewProducts(page, signal),
  });
}

/** Keeps the previous page on screen while the next one loads, so the grid does not jump. */
export function useNewProducts(page: number) {
  return useQuery({ ...newProductsQuery(page), placeholderData: keepPreviousData });
}
