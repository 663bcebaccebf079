import type { LastDelivery } from '@adepa/contract/orders';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { userDataKey } from '../../../lib/user-data-key';

/**
 * GET /api/orders/last-delivery: where the signed-in customer's latest order went, if anywhere
 * (`userId` undefined: a guest, nothing to ask). Kept as the person's data, which log-out forgets.
 */
export function useLastDelivery(userId: string | undefined) {
  return useQuery({
    queryKey: userDataKey(userId ?? '', 'last-delivery'),
    queryFn: ({ signal }) =>
      apiFetch<{ delivery: LastDelivery | null }>('/api/orders/last-delivery', { signal }),
    enabled: userId !== undefined,
    select: (reply) => reply.delivery,
  });
}
