import {
  type DeliveryPricing,
  deliveryFee,
  lowestDeliveryFee,
  type OrderTotals,
  orderTotals,
} from '@adepa/contract/delivery-fees';
import type { GhanaRegion } from '@adepa/contract/order-options';

// What the cart and the checkout say about delivery: the region's fee once a region is known,
// otherwise the lowest fee as "from ₵X", and the totals that go with it. The amounts come from the
// contract's rule, the same the server prices the order with.

export type DeliveryQuote = OrderTotals & {
  /** No region yet: the delivery line and the total are the lowest they can be. */
  from: boolean;
};

export function quoteDelivery(
  itemsPrice: number,
  pricing: DeliveryPricing,
  region: GhanaRegion | undefined,
): DeliveryQuote {
  const fee = region
    ? deliveryFee(pricing, region, itemsPrice)
    : lowestDeliveryFee(pricing, itemsPrice);
  return { ...orderTotals(itemsPrice, fee), from: !region && fee > 0 };
}
