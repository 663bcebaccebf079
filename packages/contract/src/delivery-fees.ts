import { type Arrival, arrivalWindow, defaultLeadTime, type LeadTime } from './arrival.ts';
import { formatCedi, toPesewas } from './money.ts';
import { GHANA_REGIONS, type GhanaRegion } from './order-options.ts';
import type { TaxSplit } from './tax.ts';

// The delivery rule: an order pays the fee the owner set for its region, and nothing when its items
// come to more than the free-delivery amount (never free when that amount is null). Tax added on
// top is 0 (prices include theirs: tax.ts). pricing.ts prices a whole order with these, for the
// cart, the checkout and the server alike. No zod here: the cart loads this on its first visit.

export const DEFAULT_DELIVERY_FEE = 10;
export const DEFAULT_FREE_DELIVERY_ABOVE = 100;
export const TAX_PRICE = 0;

/** A delivery fee as the shop writes it everywhere: `Free` or `₵10.00`. */
export function formatDeliveryFee(fee: number): string {
  return fee === 0 ? 'Free' : formatCedi(fee);
}

export type DeliveryPricing = {
  /** Cedi, two decimals, for each of the 16 regions. */
  fees: Record<GhanaRegion, number>;
  /** Delivery is free when the items cost more than this; null: never free. */
  freeAbove: number | null;
  /** How many working days after the order's day a parcel to each region arrives between. */
  leadTimes: Record<GhanaRegion, LeadTime>;
  /** Days (YYYY-MM-DD, in order) the shop does not deliver on, beside Sundays. */
  holidays: string[];
};

/** A value for each of the 16 regions. */
export const eachRegion = <T>(value: (region: GhanaRegion) => T) =>
  Object.fromEntries(GHANA_REGIONS.map((region) => [region, value(region)])) as Record<
    GhanaRegion,
    T
  >;

export const defaultDeliveryPricing: DeliveryPricing = {
  fees: eachRegion(() => DEFAULT_DELIVERY_FEE),
  freeAbove: DEFAULT_FREE_DELIVERY_ABOVE,
  leadTimes: eachRegion(defaultLeadTime),
  holidays: [],
};

/** A placed order's amounts as its reply gives them (cedi), and the tax its total includes. */
export type OrderTotals = {
  itemsPrice: number;
  shippingPrice: number;
  taxPrice: number;
  totalPrice: number;
  tax?: TaxSplit | null;
};

export { isGhanaRegion } from './order-options.ts';

function isFree(pricing: DeliveryPricing, itemsPrice: number): boolean {
  if (itemsPrice <= 0) return true;
  return pricing.freeAbove !== null && toPesewas(itemsPrice) > toPesewas(pricing.freeAbove);
}

/** The fee an order of `itemsPrice` pays for delivery to `region`. */
export function deliveryFee(pricing: DeliveryPricing, region: GhanaRegion, itemsPrice: number) {
  return isFree(pricing, itemsPrice) ? 0 : pricing.fees[region];
}

/** The lowest fee of any region, for "from ₵X" before the shopper has said where to deliver. */
export function lowestDeliveryFee(pricing: DeliveryPricing, itemsPrice: number): number {
  return isFree(pricing, itemsPrice) ? 0 : Math.min(...Object.values(pricing.fees));
}

/** When an order placed on `day` (YYYY-MM-DD) for `region` arrives. */
export function arrivalFor(
  pricing: Pick<DeliveryPricing, 'leadTimes' | 'holidays'>,
  region: GhanaRegion,
  day: string,
): Arrival {
  return arrivalWindow(day, pricing.leadTimes[region], pricing.holidays);
}
