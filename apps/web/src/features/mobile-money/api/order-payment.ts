import type { MobileMoneyNetwork, OrderPayment } from '@adepa/contract/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { isWaiting } from '../payment-step';

// An order's Mobile Money payment, as the shopper who placed it follows it: the signed-in owner by
// their token (apiFetch sends it), a guest by the order's payment key. While the shop waits for
// the gateway or the shopper the page asks again every few seconds; TanStack Query pauses that
// while the tab is hidden (the shopper is in their wallet app) and asks at once on their return.

const POLL_MS = 3000;

export const paymentKeys = {
  detail: (orderId: string) => ['order-payment', orderId] as const,
};

type PaymentReply = { payment: OrderPayment };

const paymentPath = (orderId: string, action = '') =>
  `/api/orders/${encodeURIComponent(orderId)}/payment${action}`;

const keyHeaders = (paymentKey: string | undefined) =>
  paymentKey ? { 'x-payment-key': paymentKey } : undefined;

/** GET /api/orders/:orderId/payment; `initial` is what the placed order's reply said. */
export function useOrderPayment(
  orderId: string,
  paymentKey: string | undefined,
  initial?: OrderPayment,
) {
  return useQuery({
    queryKey: paymentKeys.detail(orderId),
    queryFn: ({ signal }) =>
      apiFetch<PaymentReply>(paymentPath(orderId), {
        signal,
        headers: keyHeaders(paymentKey),
      }).then((reply) => reply.payment),
    initialData: initial,
    refetchInterval: (query) =>
      query.state.data && isWaiting(query.state.data.step) ? POLL_MS : false,
  });
}

/** What the shopper can do about a payment; each answers the payment as it now stands. */
export type PaymentAction =
  | { kind: 'voucher'; voucher: string }
  | { kind: 'retry'; network: MobileMoneyNetwork; wallet: string; walletCode?: string }
  | { kind: 'on-delivery' };

function send(orderId: string, paymentKey: string | undefined, action: PaymentAction) {
  const { kind, ...body } = action;
  return apiFetch<PaymentReply>(paymentPath(orderId, `/${kind}`), {
    method: 'POST',
    body,
    headers: keyHeaders(paymentKey),
  }).then((reply) => reply.payment);
}

/**
 * One mutation for every action, so a pending one disables them all: a second tap never sends a
 * second charge. A poll still on its way is cancelled first, so its older answer cannot replace
 * the action's.
 */
export function usePaymentAction(orderId: string, paymentKey: string | undefined) {
  const queryClient = useQueryClient();
  const queryKey = paymentKeys.detail(orderId);
  return useMutation({
    mutationFn: async (action: PaymentAction) => {
      await queryClient.cancelQueries({ queryKey });
      return send(orderId, paymentKey, action);
    },
    onSuccess: (payment) => queryClient.setQueryData(queryKey, payment),
  });
}
