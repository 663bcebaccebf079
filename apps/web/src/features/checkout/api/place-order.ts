import type { FeeChangeReply, Order, PlaceOrderInput, ShortageReply } from '@adepa/contract/orders';
import type { OrderPayment } from '@adepa/contract/payments';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';

export type PlaceOrderReply = {
  isSuccess: boolean;
  message: string;
  order: Order;
  /** A Mobile Money order's payment, and the key a guest follows it with. */
  payment?: OrderPayment;
  paymentKey?: string;
  /** The key of the order's receipt link. */
  receiptKey: string;
};

/**
 * The last attempt's body and key. The same order sent again (its reply lost on a bad connection,
 * a second tap) goes under the same Idempotency-Key, so the shop answers the order it placed
 * rather than placing and charging a second; a changed order is a new attempt with a new key.
 */
let lastAttempt: { body: string; key: string } | undefined;

function attemptKey(body: PlaceOrderInput): string {
  const sent = JSON.stringify(body);
  if (lastAttempt?.body !== sent) lastAttempt = { body: sent, key: randomKey() };
  return lastAttempt.key;
}

/** 128 random bits in hex (crypto.randomUUID needs https; a shop on its LAN address has none). */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * POST /api/orders/customer-order. The Bearer token (when signed in) names the customer; guests
 * order without one. The server prices the lines and delivery itself; a 409 says which product
 * ran short, or that the delivery fee changed since the shopper saw it. An order paid by Mobile
 * Money is placed awaiting its payment, the charge on its way to the wallet.
 */
export async function placeOrder(body: PlaceOrderInput): Promise<PlaceOrderReply> {
  const reply = await apiFetch<PlaceOrderReply>('/api/orders/customer-order', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': attemptKey(body) },
  });
  lastAttempt = undefined; // placed: the same cart ordered again later is a new order
  return reply;
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder });
}

// The 409 replies' shapes are the contract's schemas; they are read here by hand, since zod is
// not among the checkout's first-visit scripts.

/** The data of a 409 "not enough stock" answer, if that is what the error is. */
export function shortageOf(error: Error): ShortageReply | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const body = error.body as Partial<ShortageReply> | undefined;
  if (typeof body?.productId !== 'string' || typeof body.available !== 'number') return undefined;
  return {
    error: String(body.error ?? ''),
    productId: body.productId,
    available: body.available,
    // For a product counted per size and colour: the variant that ran short.
    variantId: typeof body.variantId === 'string' ? body.variantId : null,
  };
}

/** The data of a 409 "the delivery fee changed" answer, if that is what the error is. */
export function feeChangeOf(error: Error): FeeChangeReply | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const body = error.body as Partial<FeeChangeReply> | undefined;
  return typeof body?.region === 'string' && typeof body.deliveryFee === 'number'
    ? { error: String(body.error ?? ''), region: body.region, deliveryFee: body.deliveryFee }
    : undefined;
}
