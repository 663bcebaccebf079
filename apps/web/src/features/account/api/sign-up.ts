import type { Session } from '@adepa/contract/users';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { setSession } from '../../../lib/session';

export type SignUpBody = {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
};

/** POST /api/users: 201 with the session (and the refresh cookie). */
export function signUp(body: SignUpBody): Promise<Session> {
  return apiFetch<Session>('/api/users', { method: 'POST', body, refreshOn401: false });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp, onSuccess: setSession });
}
