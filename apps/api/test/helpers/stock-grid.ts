import type { FastifyInstance } from 'fastify';
import { type Account, bearer } from './accounts.ts';

/** Saves a product's stock grid as the owner's edit page does (a stock count unless told). */
export function saveGrid(
  app: FastifyInstance,
  who: Account,
  productId: string,
  body: Record<string, unknown>,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/products/${productId}/variants`,
    headers: bearer(who),
    payload: { reason: 'stock_count', ...body },
  });
}
