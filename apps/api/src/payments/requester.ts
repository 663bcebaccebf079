import type { FastifyRequest } from 'fastify';
import { clientKey } from '../lib/client-address.ts';

/** Who asks for a new charge: the client's address and the signed-in customer, if any. */
export type Requester = { address: string; customerId: string | null };

/** Who a request comes from, as Mobile Money's limits count it: its address and customer. */
export function requesterOf(request: FastifyRequest): Requester {
  return { address: clientKey(request), customerId: request.viewer?.id ?? null };
}
