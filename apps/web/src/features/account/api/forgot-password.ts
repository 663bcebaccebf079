import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type SuccessReply = { isSuccess: boolean; message: string };

/** POST /api/users/forgot-password: the same answer whether or not the address has an account. */
export function requestPasswordReset(body: { email: string }): Promise<SuccessReply> {
  return apiFetch<SuccessReply>('/api/users/forgot-password', {
    method: 'POST',
    body,
    refreshOn401: false,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
