import type { Session } from '@adepa/contract/users';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { setSession } from '../../../lib/session';

export type LogInBody = { email: string; password: string };

/** POST /api/users/auth: 401 for wrong credentials, 429 when throttled (both carry `error`). */
export function logIn(body: LogInBody): Promise<Session> {
  return apiFetch<Session>('/api/users/auth', { method: 'POST', body, refreshOn401: false });
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn, onSuccess: setSession });
}
