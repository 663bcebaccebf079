import type { Product, ProductPage } from '@adepa/contract/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminProductKeys } from './keys';

export function getAdminProducts(page: number, signal?: AbortSignal): Promise<ProductPage> {
  return apiFetch<ProductPage>(`/api/products/allProducts?page=${page}`, { signal });
}

export function adminProductsQuery(page: number) {
  return queryOptions({
    queryKey: adminProductKeys.page(page),
    queryFn: ({ signal }) => getAdminProducts(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminProducts(page: number) {
  return useQuery(adminProductsQuery(page));
}

/** GET /api/products/{id}: one product, for the update forms. */
export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return apiFetch<Product>(`/api/products/${encodeURIComponent(id)}`, { signal });
}

export function useProduct(id: string) {
  return useQuery({
    queryKey: adminProductKeys.one(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}
