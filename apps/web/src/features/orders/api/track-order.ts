import type { TrackedOrder } from '@adepa/contract/orders';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type TrackOrderBody = { orderId: string; phoneNumber: string };

export type Tracked = { order: TrackedOrder; receiptKey: string };

/**
 * POST /api/orders/track-order: the order's status and lines for whoever has its number and the
 * phone number it was placed with, and the key of its receipt's link; 404 with an `error`
 * otherwise. Nothing personal comes back.
 */
export function trackOrder(body: TrackOrderBody): Promise<Tracked> {
  return apiFetch<Tracked>('/api/orders/track-order', { method: 'POST', body });
}

export function useTrackOrder() {
  return useMutation({ mutationFn: trackOrder });
}
