import type { Receipt } from '@adepa/contract/receipts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/**
 * GET /api/orders/receipt/{orderId}: by the link's key, or as the signed-in buyer or staff (the
 * session is waited for when there is no key, so a buyer's own receipt is not refused early).
 */
export function useReceipt(orderId: string, key: string | undefined) {
  const { session, restoring } = useSession();
  const query = key ? `?key=${encodeURIComponent(key)}` : '';
  return useQuery({
    queryKey: ['receipt', orderId, key ?? '', session?._id ?? ''],
    queryFn: ({ signal }) =>
      apiFetch<Receipt>(`/api/orders/receipt/${encodeURIComponent(orderId)}${query}`, { signal }),
    enabled: Boolean(key) || !restoring,
    retry: false,
    staleTime: 60_000,
  });
}
