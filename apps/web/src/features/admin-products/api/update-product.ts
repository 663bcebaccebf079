import type { Product } from '@adepa/contract/catalogue';
import type { UpdateProductInput } from '@adepa/contract/catalogue-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateProducts } from './invalidate-catalogue';

export function updateProduct(id: string, body: UpdateProductInput): Promise<Product> {
  return apiFetch<Product>(`/api/products/update-product-details/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
  });
}

export function useUpdateProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProductInput) => updateProduct(id, body),
    onSuccess: () => invalidateProducts(queryClient),
  });
}

/** PUT update-product-image: the pictures, as base64 data URLs, replace all current ones. */
export function updateProductImages(id: string, selectedImage: string[]): Promise<Product> {
  return apiFetch<Product>(`/api/products/update-product-image/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { selectedImage },
  });
}

export function useUpdateProductImages(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selectedImage: string[]) => updateProductImages(id, selectedImage),
    onSuccess: () => invalidateProducts(queryClient),
  });
}
