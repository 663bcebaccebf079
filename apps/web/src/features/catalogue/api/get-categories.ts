import type { Category } from '@adepa/contract/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiFetch<Category[]>('/api/category/categories', { signal });
}

// Categories change rarely; the header menu and the home tiles share one fetch.
export const categoriesQuery = queryOptions({
  queryKey: catalogueKeys.categories,
  queryFn: ({ signal }) => getCategories(signal),
  staleTime: 5 * 60_000,
});

export function useCategories() {
  return useQuery(categoriesQuery);
}
