import type { ReviewInput } from '@adepa/contract/reviews';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys } from '../../catalogue';
import { reviewKeys } from './keys';

type ReviewSubmitted = { isSuccess: true; message: string };

/** As the signed-in user (apiFetch sends the token); the server names the reviewer. */
export function submitReview(input: ReviewInput): Promise<ReviewSubmitted> {
  return apiFetch<ReviewSubmitted>('/api/products/customer/submit-reviews', {
    method: 'POST',
    body: input,
  });
}

/**
 * Sends a review; once it is in, this product's reviews, and every cached copy of its rating,
 * refetch. A plain call rather than react-query's mutation code (1 KiB gzipped): the product page
 * is the storefront's heaviest first visit, and only signed-in shoppers write reviews.
 */
export function useSubmitReview(productId: string) {
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);

  async function send(input: Omit<ReviewInput, 'productId'>): Promise<void> {
    setPending(true);
    try {
      await submitReview({ ...input, productId });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.product(productId) }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.products }),
      ]);
    } finally {
      setPending(false);
    }
  }

  return { send, isPending };
}
