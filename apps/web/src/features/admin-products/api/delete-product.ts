import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateProducts } from './invalidate-catalogue';

export function deleteProduct(id: string): Promise<{ isSuccess: boolean }> {
  return apiFetch(`/api/products/delete-product/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => invalidateProducts(queryClient),
  });
}
