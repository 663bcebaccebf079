import type { OrderPage } from '@adepa/contract/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { myOrderKeys } from './keys';

/**
 * GET /api/orders/get-orders-by-customer?customerId=&&page= (a literal `&&`, as the public API has it). The
 * server answers only the token's own orders, 10 a page, newest first.
 */
export function myOrdersQuery(userId: string, page: number) {
  return queryOptions({
    queryKey: myOrderKeys.list(userId, page),
    queryFn: ({ signal }) =>
      apiFetch<OrderPage>(
        `/api/orders/get-orders-by-customer?customerId=${encodeURIComponent(userId)}&&page=${page}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function useMyOrders(userId: string, page: number) {
  return useQuery(myOrdersQuery(userId, page));
}
