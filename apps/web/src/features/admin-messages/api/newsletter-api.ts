import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminMessageKeys } from './keys';

// The newsletter: how many confirmed subscribers there are, and sending to them.

const base = '/api/email/subscription/admin';

export function useSubscriberCount() {
  return useQuery({
    queryKey: adminMessageKeys.subscriberCount,
    queryFn: ({ signal }) =>
      apiFetch<{ verified: number; pending: number }>(`${base}/subscribers-count`, { signal }),
  });
}

export function useSendNewsletter() {
  return useMutation({
    mutationFn: (body: { subject: string; body: string }) =>
      apiFetch<{ isSuccess: boolean; message: string; recipients: number }>(`${base}/send-email`, {
        method: 'POST',
        body,
      }),
  });
}
