import type { OrderSearch } from '@adepa/contract/order-search';

const all = ['admin', 'orders'] as const;

export const adminOrderKeys = {
  all,
  page: (page: number, search: OrderSearch = {}) => [...all, 'page', page, search] as const,
  one: (orderId: string) => [...all, 'one', orderId] as const,
  /** The SMS sent about an order. */
  messages: (orderId: string) => [...all, 'one', orderId, 'messages'] as const,
  /** The order's payment: its charges and refunds. */
  payment: (orderId: string) => [...all, 'one', orderId, 'payment'] as const,
  /** Every refund not yet made. */
  openRefunds: [...all, 'open-refunds'] as const,
};
