import type { ReviewPage } from '@adepa/contract/reviews';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, withQuery } from '../../../lib/api-client';
import { reviewKeys } from './keys';

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

export function reviewsQuery(productId: string, pageNo: number) {
  return queryOptions({
    queryKey: reviewKeys.page(productId, pageNo),
    queryFn: ({ signal }) => getReviews(productId, pageNo, signal),
    // Reviews come in while people read: a short cache.
    staleTime: 15_000,
  });
}

export function useReviews(productId: string, pageNo: number) {
  return useQuery({ ...reviewsQuery(productId, pageNo), placeholderData: keepPreviousData });
}
