import type { QueryClient } from '@tanstack/react-query';
import { reviewsQuery } from '../reviews';
import { productDetailsQuery } from './api/get-product-details';

/**
 * The stock a product page shows as a number: its product's ("In Stock: n") and each of its
 * sizes', read from what the page was rendered from. Its shelves' cards show less.
 */
export function productStockInFull(queryClient: QueryClient, id: string): string[] {
  const details = queryClient.getQueryData(productDetailsQuery(id).queryKey);
  if (!details) return [];
  return [details.product._id, ...details.product.variants.map((variant) => variant._id)];
}

/** A product page's first screen: the product, its related products and the first reviews. */
export async function prefetchProductPage(queryClient: QueryClient, id: string): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(productDetailsQuery(id)),
    queryClient.prefetchQuery(reviewsQuery(id, 1)),
  ]);
}
