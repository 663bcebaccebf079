import type { ContactMessage } from '@adepa/contract/contact';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminMessageKeys } from './keys';

// Contact messages for the admin (newest first), and marking them handled.

type MessagePage = { messages: ContactMessage[]; currentPage: number; numberOfPages: number };

export function useMessages(page: number) {
  return useQuery({
    queryKey: adminMessageKeys.messagesPage(page),
    queryFn: ({ signal }) =>
      apiFetch<MessagePage>(`/api/contact/messages?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      apiFetch<ContactMessage>(`/api/contact/messages/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: { handled },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMessageKeys.messages }),
  });
}
