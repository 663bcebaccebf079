import type { Tx } from '../../db/client.ts';
import { giveBack, lockForSale, type Shortage, type StockLine, takeStock } from '../stock/index.ts';
import { claimStockRetake, claimStockReturn, lineQuantities } from './order-stock-repository.ts';

// An order's stock (the rule is modules/stock's): taken when it is placed, given back when it is
// cancelled or deleted before delivery, and taken again when it is revived or its late payment
// comes. Giving back records when, in the same update that claims the right to do so, so stock
// comes back once however many requests race; taking again clears it the same way.

/** The order's lines whose product still exists. */
async function linesOf(tx: Tx, orderId: string): Promise<StockLine[]> {
  const lines = await lineQuantities(tx, orderId);
  return lines.map((line) => ({ ...line, productId: line.productId! }));
}

/** Gives the order's stock back, once. False when it was already given back. */
export async function returnStock(tx: Tx, orderId: string): Promise<boolean> {
  if (!(await claimStockReturn(tx, orderId))) return false;
  await giveBack(tx, await linesOf(tx, orderId));
  return true;
}

/**
 * Takes the stock of an order that had given it back (a cancelled order revived, a payment that
 * came late). When a product is short nothing is taken and the order still holds none.
 */
export async function retakeStock(tx: Tx, orderId: string): Promise<Shortage | undefined> {
  if (!(await claimStockRetake(tx, orderId))) return undefined;
  const lines = await linesOf(tx, orderId);
  const locked = await lockForSale(
    tx,
    lines.map((line) => line.productId),
  );
  const shortage = await takeStock(tx, locked, lines, 'skip');
  if (!shortage) return undefined;
  await claimStockReturn(tx, orderId);
  return shortage;
}
