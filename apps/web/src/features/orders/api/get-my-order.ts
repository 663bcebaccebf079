import type { Order } from '@adepa/contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { myOrderKeys } from './keys';

/** GET /api/orders/get-order-by-customer/{orderId}: the owner's only (404 for anyone else). */
export function myOrderQuery(userId: string, orderId: string) {
  return queryOptions({
    queryKey: myOrderKeys.detail(userId, orderId),
    queryFn: ({ signal }) =>
      apiFetch<{ order: Order }>(
        `/api/orders/get-order-by-customer/${encodeURIComponent(orderId)}`,
        { signal },
      ).then((reply) => reply.order),
    staleTime: 10_000,
  });
}

export function useMyOrder(userId: string, orderId: string) {
  return useQuery(myOrderQuery(userId, orderId));
}
