import type { ContactInput } from '@adepa/contract/contact';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

type ContactReply = { isSuccess: boolean; message: string };

/** POST /api/contact: stores the message and mails it to the shop. */
export function sendContactMessage(body: ContactInput): Promise<ContactReply> {
  return apiFetch<ContactReply>('/api/contact', { method: 'POST', body, refreshOn401: false });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
