import type { DeliveryPricing } from '@adepa/contract/delivery-fees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { deliveryKeys } from '../../delivery';

/** PUT /api/delivery-fees: every region's fee and the free delivery amount at once. */
export function useSaveDeliveryPricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pricing: DeliveryPricing) =>
      apiFetch<DeliveryPricing>('/api/delivery-fees', { method: 'PUT', body: pricing }),
    onSuccess: (saved) => queryClient.setQueryData(deliveryKeys.pricing, saved),
  });
}
