import type { Session } from '@adepa/contract/users';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { setSession } from '../../../lib/session';

export type ProfileBody = {
  username: string;
  email: string;
  password?: string;
  confirmPassword?: string;
};

/** PUT /api/users/profile (Bearer): answers the session with the new name and e-mail. */
export function updateProfile(body: ProfileBody): Promise<Session> {
  return apiFetch<Session>('/api/users/profile', { method: 'PUT', body });
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile, onSuccess: setSession });
}
