const all = ['admin', 'orders'] as const;

export const adminOrderKeys = {
  all,
  page: (page: number) => [...all, 'page', page] as const,
  one: (orderId: string) => [...all, 'one', orderId] as const,
  /** The SMS sent about an order. */
  messages: (orderId: string) => [...all, 'one', orderId, 'messages'] as const,
  /** The order's payment: its charges and refunds. */
  payment: (orderId: string) => [...all, 'one', orderId, 'payment'] as const,
  /** Every refund not yet made. */
  openRefunds: [...all, 'open-refunds'] as const,
};
