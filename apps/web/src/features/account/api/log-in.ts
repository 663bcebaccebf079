import type { Session } from '@adepa/contract/users';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { setSession } from '../../../lib/session';

export type LogInBody = { email: string; password: string; code?: string };

/**
 * POST /api/users/auth: 401 for wrong credentials, or with `totpRequired` for a staff member's
 * missing or wrong second code; 429 when throttled (each carries `error`).
 */
export function logIn(body: LogInBody): Promise<Session> {
  return apiFetch<Session>('/api/users/auth', { method: 'POST', body, refreshOn401: false });
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn, onSuccess: setSession });
}

/** A 401 that says the password was right and a second code is needed (or was wrong). */
export const asksForCode = (error: Error) =>
  error instanceof ApiError &&
  error.status === 401 &&
  (error.body as { totpRequired?: boolean } | undefined)?.totpRequired === true;
