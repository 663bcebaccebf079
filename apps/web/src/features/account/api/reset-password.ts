import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { SuccessReply } from './forgot-password';

export type ResetPasswordVariables = {
  userId: string;
  resetToken: string;
  body: { password: string; confirmPassword: string };
};

/** POST /api/users/reset-password/{userId}/{resetToken}: 400 for a used or expired link. */
export function resetPassword({ userId, resetToken, body }: ResetPasswordVariables) {
  const path = `/api/users/reset-password/${encodeURIComponent(userId)}/${encodeURIComponent(resetToken)}`;
  return apiFetch<SuccessReply>(path, { method: 'POST', body, refreshOn401: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
