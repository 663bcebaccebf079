import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { userDataKey } from '../../../lib/user-data-key';
import { myOrdersKey } from './get-my-orders';

export type DeleteOrderReply = { isSuccess: boolean; message: string };

/** DELETE /api/orders/delete-order/{id}: one of my orders (stock goes back unless delivered). */
export function deleteOrder(id: string): Promise<DeleteOrderReply> {
  return apiFetch<DeleteOrderReply>(`/api/orders/delete-order/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

/** Spec section 4: a delete invalidates the cached orders, and the list refetches. */
export function useDeleteOrder(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myOrdersKey(userId) }),
        queryClient.removeQueries({ queryKey: userDataKey(userId, 'order') }),
      ]),
  });
}
