import { apiFetch } from '../../../lib/api-client';

export type LogOutReply = { isSuccess: boolean; message: string };

/** POST /api/users/logout: the server forgets the refresh cookie (the Bearer token rides along). */
export function logOut(): Promise<LogOutReply> {
  return apiFetch<LogOutReply>('/api/users/logout', { method: 'POST' });
}
