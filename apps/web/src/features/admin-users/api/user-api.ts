import type { User } from '@adepa/contract/users';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

// The admin's user calls (spec section 7). The list is cached for five seconds (spec section 9).

type UserPage = { users: User[]; currentPage: number; numberOfPages: number };
const usersKey = ['admin', 'users'] as const;

export function useUsers(page: number) {
  return useQuery({
    queryKey: [...usersKey, page],
    queryFn: ({ signal }) => apiFetch<UserPage>(`/api/users?page=${page}`, { signal }),
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  });
}

export type UserChange = { username: string; email: string };

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: UserChange & { id: string }) =>
      apiFetch<User>(`/api/users/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: { userId: id, ...change },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ isSuccess: boolean; message: string }>(`/api/users/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]),
  });
}
