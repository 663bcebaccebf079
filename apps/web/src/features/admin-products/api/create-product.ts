import type { Product } from '@adepa/contract/catalogue';
import type { CreateProductInput } from '@adepa/contract/catalogue-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateProducts } from './invalidate-catalogue';

export function createProduct(body: CreateProductInput): Promise<Product> {
  return apiFetch<Product>('/api/products/add-products', { method: 'POST', body });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => invalidateProducts(queryClient),
  });
}
