import type { DeliveryStatus, Order, OrderPage, OrderSms } from '@adepa/contract/orders';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

// The admin's order calls (spec section 7, under /api/orders). Any change refreshes the lists,
// the dashboard counts and, since stock follows the status, the product lists.

export const adminOrdersKey = ['admin', 'orders'] as const;
const path = (id: string) => encodeURIComponent(id);

function invalidate(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'products'] }),
    queryClient.invalidateQueries({ queryKey: ['products'] }),
  ]);
}

export function useOrders(page: number) {
  return useQuery({
    queryKey: [...adminOrdersKey, 'page', page],
    queryFn: ({ signal }) => apiFetch<OrderPage>(`/api/orders/get-orders?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function orderKey(orderId: string) {
  return [...adminOrdersKey, 'one', orderId] as const;
}

export function useOrder(orderId: string) {
  return useQuery({
    queryKey: orderKey(orderId),
    queryFn: ({ signal }) =>
      apiFetch<Order>(`/api/orders/get-order-by-admin/${path(orderId)}`, { signal }),
  });
}

/** The SMS sent about an order; refreshed every 10 s while one is still on its way. */
export function useOrderMessages(orderId: string) {
  return useQuery({
    queryKey: [...orderKey(orderId), 'messages'],
    queryFn: ({ signal }) =>
      apiFetch<OrderSms[]>(`/api/orders/get-order-messages/${path(orderId)}`, { signal }),
    refetchInterval: (query) =>
      query.state.data?.some((sms) => sms.status === 'pending') ? 10_000 : false,
  });
}

export function useUpdateOrderStatus(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: DeliveryStatus) =>
      apiFetch<Order>(`/api/orders/status-update/${path(orderId)}`, {
        method: 'POST',
        body: { orderId, status },
      }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKey(orderId), order);
      void queryClient.invalidateQueries({ queryKey: [...orderKey(orderId), 'messages'] });
      return invalidate(queryClient);
    },
  });
}

/** DELETE by the order's `_id`. */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ isSuccess: boolean; message: string }>(`/api/orders/delete-order/${path(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => invalidate(queryClient),
  });
}
