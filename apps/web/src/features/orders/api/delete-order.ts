import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { myOrderKeys } from './keys';

export type DeleteOrderReply = { isSuccess: boolean; message: string };

/** DELETE /api/orders/delete-order/{id}: one of my orders (stock goes back unless delivered). */
export function deleteOrder(id: string): Promise<DeleteOrderReply> {
  return apiFetch<DeleteOrderReply>(`/api/orders/delete-order/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

/** After a delete the cached list pages refetch, and the deleted order's page is forgotten. */
export function useDeleteOrder(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myOrderKeys.lists(userId) }),
        queryClient.removeQueries({ queryKey: myOrderKeys.details(userId) }),
      ]),
  });
}
