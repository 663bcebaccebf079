import type { ActivityEntry, ActivityPage } from '@adepa/contract/activity';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminActivityKeys } from './keys';

// The activity log (GET /api/activity): a page of it with filters, and a staff note on an order.
// The orders' and products' changes invalidate adminActivityKeys.all, so a timeline on screen
// shows the change it just saw made.

/** The query's filters that are set, as the address and the api take them. */
export function activityQuery(filters: Record<string, string | number | undefined>) {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== '' && value !== 1)
      .map(([key, value]) => [key, String(value)]),
  );
}

export function useActivity(query: Record<string, string>) {
  return useQuery({
    queryKey: adminActivityKeys.page(query),
    queryFn: ({ signal }) =>
      apiFetch<ActivityPage>(`/api/activity?${new URLSearchParams(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAddOrderNote(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      apiFetch<ActivityEntry>(`/api/orders/${encodeURIComponent(orderId)}/notes`, {
        method: 'POST',
        body: { note },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminActivityKeys.all }),
  });
}
