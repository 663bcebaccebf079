import { toCedi, toPesewas } from '@adepa/contract/money';
import { linesPesewas } from '@adepa/contract/pricing';

// The cart's money rule: a line costs its selling price (`discount`) times its quantity, and the
// items are summed in pesewas, so 0.1 + 0.2 stays 0.30. Delivery and the totals come from
// features/delivery (the rule the server prices orders with).

export type PricedLine = { discount: number; qty: number };

export function linePrice(line: PricedLine): number {
  return toCedi(toPesewas(line.discount) * line.qty);
}

export function itemsPrice(lines: readonly PricedLine[]): number {
  return toCedi(
    linesPesewas(lines.map((line) => ({ pricePesewas: toPesewas(line.discount), qty: line.qty }))),
  );
}
