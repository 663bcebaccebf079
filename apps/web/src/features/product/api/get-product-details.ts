import { type ProductDetails, productDetailsPath } from '@adepa/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function getProductDetails(id: string, signal?: AbortSignal): Promise<ProductDetails> {
  return apiFetch<ProductDetails>(productDetailsPath(id), { signal });
}

export function productDetailsQuery(id: string) {
  return queryOptions({
    queryKey: ['products', 'details', id],
    queryFn: ({ signal }) => getProductDetails(id, signal),
  });
}

export function useProductDetails(id: string) {
  return useQuery(productDetailsQuery(id));
}
