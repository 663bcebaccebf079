import { type DeliveryPricing, deliveryFee, lowestDeliveryFee } from './delivery-fees.ts';
import { toCedi, toPesewas } from './money.ts';
import type { GhanaRegion } from './order-options.ts';
import { orderTax, type TaxedLine, type TaxIncluded, type TaxSettings } from './tax.ts';

// The one pricing rule: what an order costs, from its lines, where it goes and the shop's rules
// of the day. The cart and the checkout quote with it and the server prices the order with it, so
// what a shopper is shown is what the order stores, to the pesewa; the order keeps every amount
// it computed, and is never priced again. Vouchers will come in here. No zod: the cart loads this.

/** The shop's rules of the day; without a tax setting, the shop is not VAT-registered. */
export type PricingRules = { delivery: DeliveryPricing; tax?: TaxSettings };

export type OrderPrice = {
  itemsPesewas: number;
  deliveryPesewas: number;
  /** Tax added on top: always 0, as prices include their tax (`tax` says how much). */
  taxPesewas: number;
  totalPesewas: number;
  /** The tax the total includes, when the shop is VAT-registered (tax.ts's taxParts splits it). */
  tax: TaxIncluded | null;
};

/** What the lines cost together: each line's price times its quantity, summed in pesewas. */
export function linesPesewas(lines: readonly { pricePesewas: number; qty: number }[]): number {
  return lines.reduce((sum, line) => sum + line.pricePesewas * line.qty, 0);
}

/**
 * Prices `lines` delivered to `region` on `day` (YYYY-MM-DD). Without a region, the lowest fee
 * any region pays: the "from" quote of a cart that has not said where it goes.
 */
export function priceOrder(
  lines: readonly TaxedLine[],
  region: GhanaRegion | undefined,
  rules: PricingRules,
  day: string,
): OrderPrice {
  const itemsPesewas = linesPesewas(lines);
  const items = toCedi(itemsPesewas);
  const fee = region
    ? deliveryFee(rules.delivery, region, items)
    : lowestDeliveryFee(rules.delivery, items);
  const deliveryPesewas = toPesewas(fee);
  return {
    itemsPesewas,
    deliveryPesewas,
    taxPesewas: 0,
    totalPesewas: itemsPesewas + deliveryPesewas,
    tax: orderTax(lines, deliveryPesewas, rules.tax, day),
  };
}
