const messages = ['admin', 'messages'] as const;

export const adminMessageKeys = {
  /** Every page of contact messages. */
  messages,
  messagesPage: (page: number) => [...messages, page] as const,
  subscriberCount: ['admin', 'subscribers'] as const,
};
