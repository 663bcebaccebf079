import type { ProductPage, ProductWithVariants } from '@adepa/contract/catalogue';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** GET /api/products/{id}: one product with its variants, for the update forms. */
export function getProduct(id: string, signal?: AbortSignal): Promise<ProductWithVariants> {
  return apiFetch<ProductWithVariants>(`/api/products/${encodeURIComponent(id)}`, { signal });
}

export function productQuery(id: string) {
  return queryOptions({
    queryKey: adminProductKeys.one(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}

/** Reads the product again from the api (after a save refused because its stock changed). */
export function useReloadProduct(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...productQuery(id), staleTime: 0 });
}
