import type { DeliveryPricing } from '@adepa/contract/delivery-fees';
import { toCedi, toPesewas } from '@adepa/contract/money';
import type { GhanaRegion } from '@adepa/contract/order-options';
import { linesPesewas, priceOrder } from '@adepa/contract/pricing';
import { ghanaDay, type TaxSettings } from '@adepa/contract/tax';

// What the cart and the checkout say an order costs: the region's fee once a region is known,
// otherwise the lowest fee as "from ₵X", the totals that go with it, and the tax the total
// includes when the shop is VAT-registered. The amounts come from the contract's pricing rule, the
// one the server prices the order with.

/** A cart line as the quote reads it: its selling price, quantity, and whether it is VAT-exempt. */
export type QuotedLine = { discount: number; qty: number; taxExempt?: boolean };

export type DeliveryQuote = {
  itemsPrice: number;
  shippingPrice: number;
  taxPrice: number;
  totalPrice: number;
  /** No region yet: the delivery line and the total are the lowest they can be. */
  from: boolean;
  /** The VAT, NHIL and GETFund the total includes (cedi), or null when the shop is not registered. */
  includedTax: number | null;
};

const pricedLines = (lines: readonly QuotedLine[]) =>
  lines.map((line) => ({
    pricePesewas: toPesewas(line.discount),
    qty: line.qty,
    taxExempt: line.taxExempt,
  }));

/** The lines' subtotal: shown before the fees and the tax setting have come. */
export const subtotal = (lines: readonly QuotedLine[]) => toCedi(linesPesewas(pricedLines(lines)));

export function quoteDelivery(
  lines: readonly QuotedLine[],
  pricing: DeliveryPricing,
  region: GhanaRegion | undefined,
  tax?: TaxSettings,
  now = new Date(),
): DeliveryQuote {
  const rules = { delivery: pricing, tax };
  const price = priceOrder(pricedLines(lines), region, rules, ghanaDay(now));
  return {
    itemsPrice: toCedi(price.itemsPesewas),
    shippingPrice: toCedi(price.deliveryPesewas),
    taxPrice: toCedi(price.taxPesewas),
    totalPrice: toCedi(price.totalPesewas),
    from: !region && price.deliveryPesewas > 0,
    includedTax: price.tax && toCedi(price.tax.includedPesewas),
  };
}
