import type { DeliveryPricing } from '@adepa/contract/delivery-fees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { deliveryKeys, type ShopPricing } from '../../delivery';

/** PUT /api/delivery-fees: every region's fee and time, the free delivery amount, the holidays. */
export function useSaveDeliveryPricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pricing: DeliveryPricing) =>
      apiFetch<DeliveryPricing>('/api/delivery-fees', { method: 'PUT', body: pricing }),
    // The saved settings, beside the VAT registration the shop's pricing also holds.
    onSuccess: (saved) =>
      queryClient.setQueryData<ShopPricing>(deliveryKeys.pricing, (shown) =>
        shown ? { ...shown, ...saved } : undefined,
      ),
  });
}
