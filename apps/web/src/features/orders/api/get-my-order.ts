import type { Order } from '@adepa/contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { userDataKey } from '../../../lib/user-data-key';

export const myOrderKey = (userId: string, orderId: string) =>
  userDataKey(userId, 'order', orderId);

/** GET /api/orders/get-order-by-customer/{orderId}: the owner's only (404 for anyone else). */
export function myOrderQuery(userId: string, orderId: string) {
  return queryOptions({
    queryKey: myOrderKey(userId, orderId),
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
