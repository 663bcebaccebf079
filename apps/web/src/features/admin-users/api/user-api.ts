import type { StaffRole } from '@adepa/contract/staff';
import type { User } from '@adepa/contract/users';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminDashboardKeys } from '../../admin-dashboard';
import { adminUserKeys } from './keys';

// The admin's user calls (admins only). A page of the list counts as fresh for five seconds.

type UserPage = { users: User[]; currentPage: number; numberOfPages: number };

export function useUsers(page: number) {
  return useQuery({
    queryKey: adminUserKeys.page(page),
    queryFn: ({ signal }) => apiFetch<UserPage>(`/api/users?page=${page}`, { signal }),
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  });
}

export type UserChange = { username: string; email: string; role?: StaffRole | null };

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: UserChange & { id: string }) =>
      apiFetch<User>(`/api/users/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: { userId: id, ...change },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
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
        queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminDashboardKeys.all }),
      ]),
  });
}
