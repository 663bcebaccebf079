import { type ProductDetails, productDetailsPath } from '@adepa/contract/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { productKeys } from './keys';

/** The product with its related products; null when there is no such product. */
export async function getProductDetails(
  id: string,
  signal?: AbortSignal,
): Promise<ProductDetails | null> {
  try {
    return await apiFetch<ProductDetails>(productDetailsPath(id), { signal });
  } catch (error) {
    // An answer, not a failure: the page says "not found" (and the server answers 404).
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function productDetailsQuery(id: string) {
  return queryOptions({
    queryKey: productKeys.details(id),
    queryFn: ({ signal }) => getProductDetails(id, signal),
  });
}

/** `enabled`: false for an id that cannot name a product, which is then never asked for. */
export function useProductDetails(id: string, enabled = true) {
  return useQuery({ ...productDetailsQuery(id), enabled });
}
