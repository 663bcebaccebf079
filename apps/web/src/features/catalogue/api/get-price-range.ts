import type { PriceRange } from '@adepa/contract/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

/** The catalogue's lowest and highest prices, for the price filter. */
export type Prices = PriceRange['priceRange'];

/**
 * Only the range is kept: the answer's newest products are shown nowhere, and a page holds what
 * its queries keep (eight whole products in every listing page's data, for nothing).
 */
export async function getPriceRange(signal?: AbortSignal): Promise<Prices> {
  const answer = await apiFetch<PriceRange>('/api/home/price-range-latest-product', { signal });
  return answer.priceRange;
}

export const priceRangeQuery = queryOptions({
  queryKey: catalogueKeys.priceRange,
  queryFn: ({ signal }) => getPriceRange(signal),
  staleTime: 5 * 60_000,
});

export function usePriceRange() {
  return useQuery(priceRangeQuery);
}
