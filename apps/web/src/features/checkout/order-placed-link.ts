// The thank-you page's address carries the order number (so a reload still shows it); the
// history entry's state marks an order placed just now, so that only that first arrival clears
// the cart, not a later Back to the page after new items went in.

export type OrderPlacedState = { placedOrder: string };

export function orderPlacedHref(orderId: string): string {
  return `/successfull-order?orderId=${encodeURIComponent(orderId)}`;
}

export function trackOrderHref(orderId?: string): string {
  return orderId ? `/track-order?orderId=${encodeURIComponent(orderId)}` : '/track-order';
}

export function isOrderPlacedState(state: unknown): state is OrderPlacedState {
  return (
    typeof state === 'object' &&
    state !== null &&
    typeof (state as Partial<OrderPlacedState>).placedOrder === 'string'
  );
}
