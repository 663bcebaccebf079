import type { Category } from '@adepa/contract/catalogue';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminProductKeys } from '../../admin-products';
import { catalogueKeys } from '../../catalogue';
import { adminCategoryKeys } from './keys';

// The admin's category calls (admins only). Every change refreshes the shared category list,
// which the header menu, the home tiles and the filters read too, and the product lists, which
// show category names.

function invalidate(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogueKeys.categories }),
    queryClient.invalidateQueries({ queryKey: catalogueKeys.products }),
    queryClient.invalidateQueries({ queryKey: adminProductKeys.all }),
  ]);
}

const path = (id: string) => encodeURIComponent(id);

export function useCategory(id: string) {
  return useQuery({
    queryKey: adminCategoryKeys.one(id),
    queryFn: ({ signal }) => apiFetch<Category>(`/api/category/category/${path(id)}`, { signal }),
  });
}

export type NewCategory = { name: string; image: string; imageId: string };

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewCategory) =>
      apiFetch<Category>('/api/category', { method: 'POST', body }),
    onSuccess: () => invalidate(queryClient),
  });
}

export function useRenameCategory(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiFetch<Category>(`/api/category/update-category/${path(id)}`, {
        method: 'PUT',
        body: { name },
      }),
    onSuccess: () => invalidate(queryClient),
  });
}

/** The picture as a base64 data URL. */
export function useUpdateCategoryImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: string) =>
      apiFetch<Category>(`/api/category/update-category-image/${path(id)}`, {
        method: 'PUT',
        body: { image },
      }),
    onSuccess: () => invalidate(queryClient),
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ isSuccess: boolean }>(`/api/category/delete-category/${path(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => invalidate(queryClient),
  });
}
