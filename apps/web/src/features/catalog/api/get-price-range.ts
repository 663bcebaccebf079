import type { PriceRange } from '@adepa/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogKeys } from './keys';

export function getPriceRange(signal?: AbortSignal): Promise<PriceRange> {
  return apiFetch<PriceRange>('/api/home/price-range-latest-product', { signal });
}

export const priceRangeQuery = queryOptions({
  queryKey: catalogKeys.priceRange,
  queryFn: ({ signal }) => getPriceRange(signal),
  staleTime: 5 * 60_000,
});

export function usePriceRange() {
  return useQuery(priceRangeQuery);
}
