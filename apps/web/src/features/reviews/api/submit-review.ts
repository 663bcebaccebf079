import type { ReviewInput } from '@adepa/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogKeys } from '../../catalog';
import { reviewKeys } from './keys';

type ReviewSubmitted = { isSuccess: true; message: string };

/** As the signed-in user (apiFetch sends the token); the server names the reviewer. */
export function submitReview(input: ReviewInput): Promise<ReviewSubmitted> {
  return apiFetch<ReviewSubmitted>('/api/products/customer/submit-reviews', {
    method: 'POST',
    body: input,
  });
}

/** After a review: this product's reviews, and every cached copy of its rating, refetch. */
export function useSubmitReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<ReviewInput, 'productId'>) => submitReview({ ...input, productId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.product(productId) }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.products }),
      ]),
  });
}
