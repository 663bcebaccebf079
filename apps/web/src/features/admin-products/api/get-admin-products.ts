import type { ProductWithVariants } from '@adepa/contract/catalogue';
import {
  type AdminProductPage,
  type ProductSearch,
  productSearchString,
} from '@adepa/contract/product-search';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminProductKeys } from './keys';

/** GET /api/products/admin-products: a page of the products found, never from the shop's cache. */
export function getAdminProducts(
  page: number,
  search: ProductSearch = {},
  signal?: AbortSignal,
): Promise<AdminProductPage> {
  const query = productSearchString(search, page) || '?page=1';
  return apiFetch<AdminProductPage>(`/api/products/admin-products${query}`, { signal });
}

export function adminProductsQuery(page: number, search: ProductSearch = {}) {
  return queryOptions({
    queryKey: adminProductKeys.page(page, search),
    queryFn: ({ signal }) => getAdminProducts(page, search, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminProducts(page: number, search: ProductSearch = {}) {
  return useQuery(adminProductsQuery(page, search));
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
