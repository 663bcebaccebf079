import { AMOUNT_MAX } from '@adepa/contract/catalogue-admin';
import { MAX_DELIVERY_FEE, TAX_PRICE } from '@adepa/contract/delivery';
import { DELIVERY_NOTE_MAX } from '@adepa/contract/order-options';
import { GHANA_REGIONS, MAX_LINE_QTY, MAX_ORDER_LINES } from '@adepa/contract/orders';
import type { OrderFacts } from './sms.ts';

// The order whose SMS are the longest the contract allows, for the start-up check: each fact that
// goes whole into a text at its longest. Its area is long too, though the texts cut it to fit.

/**
 * Order ids are the year and a counter padded to six digits, which gains a seventh digit at the
 * millionth order; eight would take ten million orders.
 */
const LONGEST_ORDER_ID = 'GH-2026-1000000';

/** Every line at its largest quantity of the dearest product, with the dearest delivery. */
const LARGEST_TOTAL = MAX_ORDER_LINES * MAX_LINE_QTY * AMOUNT_MAX + MAX_DELIVERY_FEE + TAX_PRICE;

const longestRegion = GHANA_REGIONS.reduce((a, b) => (b.length > a.length ? b : a));

export const LONGEST_ORDER: OrderFacts = {
  orderId: LONGEST_ORDER_ID,
  totalPrice: LARGEST_TOTAL,
  products: Array.from({ length: MAX_ORDER_LINES }, () => ({ qty: MAX_LINE_QTY })),
  province: longestRegion,
  // Stored numbers are +233 and nine digits.
  phoneNumber: '+233244550123',
  area: 'x'.repeat(100),
  payment_status: 'unpaid',
  deliveryNote: 'x'.repeat(DELIVERY_NOTE_MAX),
  // The longest window: two months' names (an elastic part, so it never decides the fit).
  arrives: { from: '2026-11-30', to: '2026-12-02' },
};
