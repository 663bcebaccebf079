// The thank-you page's address carries the order number (paths.orderPlaced, so a reload still
// shows it); the history entry's state marks an order placed just now, so that only that first
// arrival clears the cart, not a later Back to the page after new items went in. The state also
// carries the order's totals as the server priced them, which the page shows (a reload keeps
// history state).

import type { OrderTotals } from '@adepa/contract/delivery-fees';

export type OrderPlacedState = { placedOrder?: string; totals?: OrderTotals };

export function orderPlacedState(state: unknown): OrderPlacedState {
  if (typeof state !== 'object' || state === null) return {};
  const { placedOrder, totals } = state as Record<string, unknown>;
  return {
    ...(typeof placedOrder === 'string' && { placedOrder }),
    ...(isTotals(totals) && { totals }),
  };
}

function isTotals(value: unknown): value is OrderTotals {
  if (typeof value !== 'object' || value === null) return false;
  const totals = value as Record<string, unknown>;
  return ['itemsPrice', 'shippingPrice', 'taxPrice', 'totalPrice'].every(
    (key) => typeof totals[key] === 'number',
  );
}
