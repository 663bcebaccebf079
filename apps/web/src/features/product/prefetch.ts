import type { QueryClient } from '@tanstack/react-query';
import { reviewsQuery } from '../reviews';
import { productDetailsQuery } from './api/get-product-details';

/** A product page's first screen: the product, its related products and the first reviews. */
export async function prefetchProductPage(queryClient: QueryClient, id: string): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(productDetailsQuery(id)),
    queryClient.prefetchQuery(reviewsQuery(id, 1)),
  ]);
}
