import type { ProductWithVariants } from '@adepa/contract/catalogue';
import { STALE_STOCK, type VariantsUpdate } from '@adepa/contract/variants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { invalidateProducts } from './invalidate-catalogue';
import { adminProductKeys } from './keys';

/** PUT /api/products/{id}/variants: the whole stock grid at once. */
export function updateVariants(
  id: string,
  body: VariantsUpdate,
): Promise<{ product: ProductWithVariants }> {
  return apiFetch(`/api/products/${encodeURIComponent(id)}/variants`, { method: 'PUT', body });
}

export function useUpdateVariants(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VariantsUpdate) => updateVariants(id, body),
    onSuccess: async ({ product }) => {
      await invalidateProducts(queryClient);
      // After the refetch: the product's read may show the stock a few seconds late; the save's
      // answer is the stock now.
      queryClient.setQueryData(adminProductKeys.one(id), product);
    },
  });
}

/**
 * The product as it is now, from a save the api refused because an order changed its stock
 * meanwhile (409, STALE_STOCK: nothing was written); null for any other failure.
 */
export function stockNowOf(error: unknown): ProductWithVariants | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.message !== STALE_STOCK) {
    return null;
  }
  // Read by its shape, not with the contract's schema: catalogue.ts is in every page's first load,
  // and using one of its schemas here would take zod there with it.
  const { product } = (error.body ?? {}) as { product?: Partial<ProductWithVariants> };
  return Array.isArray(product?.variants) && typeof product.stock === 'number'
    ? (product as ProductWithVariants)
    : null;
}
