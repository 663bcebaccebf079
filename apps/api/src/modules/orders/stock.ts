import type { Tx } from '../../db/client.ts';

// Stock rule: stock is taken in the transaction that writes the order. The order's products are
// first locked in id order (so two orders never wait on each other in a cycle), checked, then
// changed in one statement, whatever the number of lines. An order that gives its stock back
// (cancelled, or deleted before delivery) records when, in the same update that claims the right
// to do so, so stock comes back once however many requests race; an order that is revived takes
// its stock again.

import type { Shortage } from '../../lib/domain-errors.ts';
import {
  changeStock,
  claimStockRetake,
  claimStockReturn,
  type LockedProduct,
  lineQuantities,
  lockProducts,
} from './stock-repository.ts';

export type { LockedProduct, Shortage };

export type Taken = { products: Map<string, LockedProduct> } | { shortage: Shortage };

/**
 * Takes `qty` of each product and answers the products as they were, or reports the first product
 * (in the order given) that has too few. Products that no longer exist are short, unless `missing`
 * is 'skip'.
 */
export async function takeStock(
  tx: Tx,
  wanted: Map<string, number>,
  missing: 'short' | 'skip' = 'short',
): Promise<Taken> {
  const locked = new Map((await lockProducts(tx, [...wanted.keys()])).map((p) => [p.id, p]));
  const taking = new Map<string, number>();
  for (const [productId, qty] of wanted) {
    const product = locked.get(productId);
    if (!product && missing === 'skip') continue;
    if (!product || product.stock < qty)
      return { shortage: { productId, name: product?.name, available: product?.stock ?? 0 } };
    taking.set(productId, qty);
  }
  await changeStock(tx, taking, -1);
  return { products: locked };
}

/** How many of each product the order's lines hold (lines whose product is gone are skipped). */
async function quantities(tx: Tx, orderId: string): Promise<Map<string, number>> {
  const lines = await lineQuantities(tx, orderId);
  const wanted = new Map<string, number>();
  for (const { productId, qty } of lines)
    wanted.set(productId!, (wanted.get(productId!) ?? 0) + qty);
  return wanted;
}

/** Gives the order's stock back, once. False when it was already given back. */
export async function returnStock(tx: Tx, orderId: string): Promise<boolean> {
  if (!(await claimStockReturn(tx, orderId))) return false;
  const wanted = await quantities(tx, orderId);
  await lockProducts(tx, [...wanted.keys()]);
  await changeStock(tx, wanted, 1);
  return true;
}

/**
 * Takes the stock of an order that had given it back (a cancelled order revived, a payment that
 * came late). When a product is short nothing is taken and the order still holds none.
 */
export async function retakeStock(tx: Tx, orderId: string): Promise<Shortage | undefined> {
  if (!(await claimStockRetake(tx, orderId))) return undefined;
  const taken = await takeStock(tx, await quantities(tx, orderId), 'skip');
  if (!('shortage' in taken)) return undefined;
  await claimStockReturn(tx, orderId);
  return taken.shortage;
}
