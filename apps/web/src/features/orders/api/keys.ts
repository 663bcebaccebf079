import { userDataKey } from '../../../lib/user-data-key';

// A customer's own orders, under their user-data branch (log-out drops it).

export const myOrderKeys = {
  /** Every cached page of the customer's order list. */
  lists: (userId: string) => userDataKey(userId, 'orders'),
  list: (userId: string, page: number) => userDataKey(userId, 'orders', page),
  /** Every cached single order of the customer. */
  details: (userId: string) => userDataKey(userId, 'order'),
  detail: (userId: string, orderId: string) => userDataKey(userId, 'order', orderId),
};
