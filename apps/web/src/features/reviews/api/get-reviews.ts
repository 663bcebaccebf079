import type { ReviewPage } from '@adepa/contract/reviews';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, withQuery } from '../../../lib/api-client';

export function getReviews(
  productId: string,
  pageNo: number,
  signal?: AbortSignal,
): Promise<ReviewPage> {
  const path = withQuery(`/api/products/customer/get-reviews/${encodeURIComponent(productId)}`, {
    pageNo,
  });
  return apiFetch<ReviewPage>(path, { signal });
}

/** Every page of one product's reviews shares the prefix, so a new review refreshes them all. */
export const reviewsKey = (productId: string) => ['reviews', productId] as const;

export function reviewsQuery(productId: string, pageNo: number) {
  return queryOptions({
    queryKey: [...reviewsKey(productId), pageNo],
    queryFn: ({ signal }) => getReviews(productId, pageNo, signal),
    // Reviews come in while people read (spec: a short cache).
    staleTime: 15_000,
  });
}

export function useReviews(productId: string, pageNo: number) {
  return useQuery({ ...reviewsQuery(productId, pageNo), placeholderData: keepPreviousData });
}
