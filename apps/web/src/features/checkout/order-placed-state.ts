// The thank-you page's address carries the order number (paths.orderPlaced, so a reload still
// shows it); the history entry's state marks an order placed just now, so that only that first
// arrival clears the cart, not a later Back to the page after new items went in. The state also
// carries the order's totals as the server priced them and its lines (what was bought, in which
// size and colour), which the page shows (a reload keeps history state), and for a Mobile Money
// order its payment as the reply gave it and the key that lets a guest follow it, and the days
// the parcel was promised between.

import type { Arrival } from '@adepa/contract/arrival';
import type { OrderTotals } from '@adepa/contract/delivery-fees';
import type { Order } from '@adepa/contract/orders';
import type { OrderPayment } from '@adepa/contract/payments';

export type OrderPlacedState = {
  placedOrder?: string;
  totals?: OrderTotals;
  lines?: Order['products'];
  payment?: OrderPayment;
  paymentKey?: string;
  /** The key of the order's receipt link. */
  receiptKey?: string;
  arrives?: Arrival;
};

export function orderPlacedState(state: unknown): OrderPlacedState {
  if (typeof state !== 'object' || state === null) return {};
  const { placedOrder, totals, lines, payment, paymentKey, receiptKey, arrives } = state as Record<
    string,
    unknown
  >;
  return {
    ...(typeof placedOrder === 'string' && { placedOrder }),
    ...(isTotals(totals) && { totals }),
    ...(isLines(lines) && { lines }),
    ...(isPayment(payment) && { payment }),
    ...(typeof paymentKey === 'string' && paymentKey && { paymentKey }),
    ...(typeof receiptKey === 'string' && receiptKey && { receiptKey }),
    ...(isArrival(arrives) && { arrives }),
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isArrival(value: unknown): value is Arrival {
  const arrival = value as Partial<Record<string, unknown>> | null;
  return (
    typeof arrival?.from === 'string' &&
    typeof arrival.to === 'string' &&
    DAY.test(arrival.from) &&
    DAY.test(arrival.to)
  );
}

function isTotals(value: unknown): value is OrderTotals {
  if (typeof value !== 'object' || value === null) return false;
  const totals = value as Record<string, unknown>;
  return ['itemsPrice', 'shippingPrice', 'taxPrice', 'totalPrice'].every(
    (key) => typeof totals[key] === 'number',
  );
}

/** The order's lines: enough of each to list it (name, quantity, price). */
function isLines(value: unknown): value is Order['products'] {
  return (
    Array.isArray(value) &&
    value.every((line: Record<string, unknown> | null) => {
      return (
        typeof line?.name === 'string' &&
        typeof line.qty === 'number' &&
        typeof line.price === 'number'
      );
    })
  );
}

/** Read by hand (zod is not on this page): enough of it to show before the first poll answers. */
function isPayment(value: unknown): value is OrderPayment {
  if (typeof value !== 'object' || value === null) return false;
  const payment = value as Record<string, unknown>;
  return (
    typeof payment.orderId === 'string' &&
    typeof payment.step === 'string' &&
    typeof payment.amount === 'number'
  );
}
