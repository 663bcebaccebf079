import type { TotpRecoveryReply, TotpSetupReply, TotpStatusReply } from '@adepa/contract/two-step';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

// The signed-in staff member's own second factor (/api/two-step). Each change answers with what
// the page shows next; the status is read again after it.

export const twoStepKeys = { status: ['admin', 'two-step'] as const };

export function useTwoStepStatus() {
  return useQuery({
    queryKey: twoStepKeys.status,
    queryFn: ({ signal }) => apiFetch<TotpStatusReply>('/api/two-step', { signal }),
  });
}

function useTwoStepCall<Body, Reply>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiFetch<Reply>(`/api/two-step${path}`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoStepKeys.status }),
  });
}

/** A new key to scan; `code` only when a key is in force already. */
export const useNewKey = () => useTwoStepCall<{ code?: string }, TotpSetupReply>('/key');
export const useConfirmKey = () =>
  useTwoStepCall<{ setupToken: string; code: string }, TotpRecoveryReply>('/confirm');
export const useRenewRecoveryCodes = () =>
  useTwoStepCall<{ code: string }, TotpRecoveryReply>('/recovery-codes');
export const useTurnOff = () => useTwoStepCall<{ code: string }, TotpStatusReply>('/off');
