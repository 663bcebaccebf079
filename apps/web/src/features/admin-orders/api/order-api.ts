import { type OrderSearch, orderSearchString } from '@adepa/contract/order-search';
import type {
  AdminOrder,
  AdminOrderPage,
  DeliveryStatus,
  Order,
  OrderSms,
} from '@adepa/contract/orders';
import type { AdminOrderPayment, OpenRefund, Refund } from '@adepa/contract/payments';
import type { Slips } from '@adepa/contract/receipts';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminActivityKeys } from '../../admin-activity';
import { adminDashboardKeys } from '../../admin-dashboard';
import { adminProductKeys } from '../../admin-products';
import { catalogueKeys } from '../../catalogue';
import { isPaymentMoving } from '../payment-words';
import { adminOrderKeys } from './keys';

// The admin's order calls (under /api/orders, admins only). Any change refreshes the lists, the
// dashboard counts, the order's history and, since stock follows the status, the admin's and the
// shop's product lists.

const path = (id: string) => encodeURIComponent(id);

function invalidate(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminDashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminProductKeys.all }),
    queryClient.invalidateQueries({ queryKey: catalogueKeys.products }),
    queryClient.invalidateQueries({ queryKey: adminActivityKeys.all }),
  ]);
}

/** A page of the orders the search finds (all of them without one). */
export function useOrders(page: number, search: OrderSearch = {}) {
  return useQuery({
    queryKey: adminOrderKeys.page(page, search),
    queryFn: ({ signal }) => {
      // The api's page 1 is written out, as the list has always asked for it.
      const query = orderSearchString(search, page) || '?page=1';
      return apiFetch<AdminOrderPage>(`/api/orders/get-orders${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useOrder(orderId: string, enabled = true) {
  return useQuery({
    queryKey: adminOrderKeys.one(orderId),
    queryFn: ({ signal }) =>
      apiFetch<AdminOrder>(`/api/orders/get-order-by-admin/${path(orderId)}`, { signal }),
    enabled,
  });
}

/** The SMS sent about an order; refreshed every 10 s while one is still on its way. */
export function useOrderMessages(orderId: string) {
  return useQuery({
    queryKey: adminOrderKeys.messages(orderId),
    queryFn: ({ signal }) =>
      apiFetch<OrderSms[]>(`/api/orders/get-order-messages/${path(orderId)}`, { signal }),
    refetchInterval: (query) =>
      query.state.data?.some((sms) => sms.status === 'pending') ? 10_000 : false,
  });
}

/** An order's charges and refunds; refreshed every 10 s while a charge or a refund is on its way. */
export function useOrderPayment(orderId: string) {
  return useQuery({
    queryKey: adminOrderKeys.payment(orderId),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ payment: AdminOrderPayment }>(
          `/api/orders/get-order-payment/${path(orderId)}`,
          { signal },
        )
      ).payment,
    refetchInterval: (query) =>
      query.state.data && isPaymentMoving(query.state.data) ? 10_000 : false,
  });
}

/** Every refund not yet made, deleted orders' too; refreshed every 10 s while Paystack makes one. */
export function useOpenRefunds() {
  return useQuery({
    queryKey: adminOrderKeys.openRefunds,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ refunds: OpenRefund[] }>('/api/orders/open-refunds', { signal })).refunds,
    refetchInterval: (query) =>
      query.state.data?.some((refund) => refund.state === 'processing') ? 10_000 : false,
  });
}

/**
 * Starts a refund owed (or failed): `gateway` asks Paystack to send the money back now (on its way
 * until Paystack says it is done; it may fail, 502, or be refused, 409, when started already);
 * `dashboard` notes that the owner did it by hand on Paystack's dashboard. The order's payment,
 * the order and the lists are refreshed, and the dashboard's figures with them.
 */
export function useRecordRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ refundId, how }: { refundId: string; how: 'gateway' | 'dashboard' }) =>
      apiFetch<{ refund: Refund }>(`/api/orders/record-refund/${path(refundId)}`, {
        method: 'POST',
        body: { how },
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminDashboardKeys.all }),
      ]),
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
      // The reply is the shopper's order; what only the owner sees (a payment flag) stays.
      queryClient.setQueryData<AdminOrder>(adminOrderKeys.one(orderId), (old) =>
        old ? { ...old, ...order } : undefined,
      );
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.messages(orderId) });
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

/** PUT the E-VAT invoice number onto the order (the owner's), or clear it with null. */
export function useWriteEvatInvoice(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (evatInvoice: string | null) =>
      apiFetch<{ evatInvoice: string | null }>(`/api/orders/${path(orderId)}/evat-invoice`, {
        method: 'PUT',
        body: { evatInvoice },
      }),
    onSuccess: ({ evatInvoice }) => {
      queryClient.setQueryData<AdminOrder>(adminOrderKeys.one(orderId), (old) =>
        old ? { ...old, evatInvoice } : undefined,
      );
      return queryClient.invalidateQueries({ queryKey: adminActivityKeys.all });
    },
  });
}

/** The riders' slips of a day: its orders still to deliver. */
export function useSlips(day: string, enabled = true) {
  return useQuery({
    queryKey: [...adminOrderKeys.all, 'slips', day],
    queryFn: ({ signal }) =>
      apiFetch<Slips>(`/api/orders/slips?day=${encodeURIComponent(day)}`, { signal }),
    enabled,
  });
}
