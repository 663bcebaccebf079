import type { DeliveryPricing } from '@adepa/contract/delivery-fees';
import type { TaxSettings } from '@adepa/contract/tax';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { deliveryKeys } from './keys';

// The owner's delivery fees, read by the cart, the checkout, the FAQ and the terms, with the VAT
// registration the cart and checkout price with. Checkout reads them again when it opens, so the
// fee a shopper is asked to agree to is at most a minute old.

/** What GET /api/delivery-fees answers: the fees, and the tax setting beside them. */
export type ShopPricing = DeliveryPricing & { tax?: TaxSettings };

export const deliveryPricingQuery = queryOptions({
  queryKey: deliveryKeys.pricing,
  queryFn: ({ signal }) => apiFetch<ShopPricing>('/api/delivery-fees', { signal }),
  staleTime: 60_000,
});

export function useDeliveryPricing() {
  return useQuery(deliveryPricingQuery);
}

export function prefetchDeliveryPricing(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(deliveryPricingQuery);
}
