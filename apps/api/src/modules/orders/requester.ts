import type { FastifyRequest } from 'fastify';
import { clientKey } from '../../lib/client-address.ts';
import type { Requester } from './order-payments.ts';

/** Who a request comes from, as Mobile Money's limits count it: its address and customer. */
export function requesterOf(request: FastifyRequest): Requester {
  return { address: clientKey(request), customerId: request.viewer?.id ?? null };
}
