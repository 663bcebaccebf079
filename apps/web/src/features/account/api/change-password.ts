import type { Session } from '@adepa/contract/users';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { setSession } from '../../../lib/session';

export type ChangePasswordVariables = {
  userId: string;
  body: { oldPassword: string; password: string; confirmPassword: string };
};

/**
 * POST /api/users/change-password/{userId} (Bearer, own id). The server ends every other session
 * of the user and answers a fresh one for this browser, with a new refresh cookie.
 */
export function changePassword({ userId, body }: ChangePasswordVariables): Promise<Session> {
  return apiFetch<Session>(`/api/users/change-password/${encodeURIComponent(userId)}`, {
    method: 'POST',
    body,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, onSuccess: setSession });
}
