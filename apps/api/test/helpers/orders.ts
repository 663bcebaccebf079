import type { FastifyInstance } from 'fastify';
import type { Account } from './accounts.ts';
import { bearer } from './accounts.ts';

export const address = {
  name: 'Ama Mensah',
  email: 'ama.buyer@example.com',
  phoneNumber: '024 455 0123',
  province: 'Ashanti',
  area: 'Bantama',
  address: 'House 12, Bantama High Street',
};

export type Line = {
  _id: string;
  qty: number;
  productColor?: string;
  productSize?: string;
  variantId?: string;
  name?: string;
};

export function placeOrder(
  app: FastifyInstance,
  lines: Line[],
  who?: Account,
  extra: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders/customer-order',
    headers: who ? bearer(who) : {},
    payload: { ...address, ...extra, products: lines },
  });
}

/** An admin's change of an order's delivery status. */
export function setStatus(app: FastifyInstance, admin: Account, orderId: string, status: string) {
  return app.inject({
    method: 'POST',
    url: `/api/orders/status-update/${orderId}`,
    headers: bearer(admin),
    payload: { status },
  });
}
