import type { PriceRange } from '@adepa/contract/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

export function getPriceRange(signal?: AbortSignal): Promise<PriceRange> {
  return apiFetch<PriceRange>('/api/home/price-range-latest-product', { signal });
}

export const priceRangeQuery = queryOptions({
  queryKey: catalogueKeys.priceRange,
  queryFn: ({ signal }) => getPriceRange(signal),
  staleTime: 5 * 60_000,
});

export function usePriceRange() {
  return useQuery(priceRangeQuery);
}
