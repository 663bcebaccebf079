import type { Order, PlaceOrderInput } from '@adepa/contract/orders';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';

export type PlaceOrderReply = { isSuccess: boolean; message: string; order: Order };

/**
 * POST /api/orders/customer-order. The Bearer token (when signed in) names the customer; guests
 * order without one. The server prices the lines and delivery itself; a 409 says which product
 * ran short, or that the delivery fee changed since the shopper saw it.
 */
export function placeOrder(body: PlaceOrderInput): Promise<PlaceOrderReply> {
  return apiFetch<PlaceOrderReply>('/api/orders/customer-order', { method: 'POST', body });
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder });
}

export type Shortage = { productId: string; available: number };

/** The data of a 409 "not enough stock" answer, if that is what the error is. */
export function shortageOf(error: Error): Shortage | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const body = error.body as Partial<Shortage> | undefined;
  return typeof body?.productId === 'string' && typeof body.available === 'number'
    ? { productId: body.productId, available: body.available }
    : undefined;
}

export type FeeChange = { region: string; deliveryFee: number };

/** The data of a 409 "the delivery fee changed" answer, if that is what the error is. */
export function feeChangeOf(error: Error): FeeChange | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const body = error.body as Partial<FeeChange> | undefined;
  return typeof body?.region === 'string' && typeof body.deliveryFee === 'number'
    ? { region: body.region, deliveryFee: body.deliveryFee }
    : undefined;
}
