import { apiFetch } from '../../../lib/api-client';

// The newsletter's three public calls (double opt-in). Plain functions on apiFetch, without zod or
// react-query's mutation code, because the footer's form is on every page and its code ships in
// the first download.

export type SubscriptionReply = { isSuccess: boolean; message: string };

const base = '/api/email/subscription';
const post = (path: string, body?: unknown) =>
  apiFetch<SubscriptionReply>(`${base}${path}`, { method: 'POST', body, refreshOn401: false });
const part = encodeURIComponent;

/** Mails a confirmation link; the same answer whether or not the address was known. */
export const subscribe = (email: string) => post('/subscribe/add-email', { email });

/** Confirms the address with the link from the confirmation mail. */
export const verifySubscription = (id: string, token: string) =>
  post(`/subscriber/verify/${part(id)}/${part(token)}`);

/** Stops newsletters, with the link at the foot of each one. */
export const unsubscribe = (id: string, token: string) =>
  post(`/subscriber/unsubscribe/${part(id)}/${part(token)}`);
