import { roundMoney, toCedi, toPesewas } from '@adepa/contract/money';

// The cart's money rule (spec sections 4 and 9): a line costs its selling price (`discount`) times
// its quantity; shipping is free when the items come to more than ₵100, otherwise ₵10; tax is 0;
// the total is items plus shipping plus tax, every amount to two decimals. Sums are taken in
// pesewas, so 0.1 + 0.2 stays 0.30. At checkout the delivery fee depends on the distance and is
// paid to the rider, so checkoutTotals leaves it out (as the server's order does).

export const FREE_SHIPPING_OVER = 100;
export const SHIPPING_FEE = 10;
export const TAX_PRICE = 0;

export type PricedLine = { discount: number; qty: number };

export type CartTotals = {
  itemsPrice: number;
  shippingPrice: number;
  taxPrice: number;
  totalPrice: number;
};

export function linePrice(line: PricedLine): number {
  return toCedi(toPesewas(line.discount) * line.qty);
}

export function itemsPrice(lines: readonly PricedLine[]): number {
  return toCedi(lines.reduce((sum, line) => sum + toPesewas(line.discount) * line.qty, 0));
}

export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  const items = itemsPrice(lines);
  const shippingPrice = lines.length === 0 || items > FREE_SHIPPING_OVER ? 0 : SHIPPING_FEE;
  return totals(items, shippingPrice);
}

export function checkoutTotals(lines: readonly PricedLine[]): CartTotals {
  return totals(itemsPrice(lines), 0);
}

function totals(items: number, shippingPrice: number): CartTotals {
  return {
    itemsPrice: roundMoney(items),
    shippingPrice,
    taxPrice: TAX_PRICE,
    totalPrice: roundMoney(items + shippingPrice + TAX_PRICE),
  };
}
