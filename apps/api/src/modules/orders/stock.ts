import { and, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderLines, orders, products } from '../../db/schema.ts';

// Stock rule: stock is taken in the transaction that writes the order, by a conditional update
// (`stock = stock - qty where stock >= qty`), product by product in id order so that two orders
// never wait on each other. An order that gives its stock back (cancelled, or deleted before
// delivery) records when, in the same update that claims the right to do so, so stock comes back
// once however many requests race; an order that is revived takes its stock again.

export interface Shortage {
  productId: string;
  name: string | undefined;
  available: number;
}

/** Takes `qty` of each product, or reports the first product that has too few. */
export async function takeStock(
  tx: Tx,
  wanted: Map<string, number>,
): Promise<Shortage | undefined> {
  for (const [productId, qty] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${qty}` })
      .where(and(eq(products.id, productId), gte(products.stock, qty)))
      .returning({ id: products.id });
    if (taken.length === 0) {
      const [product] = await tx
        .select({ name: products.name, stock: products.stock })
        .from(products)
        .where(eq(products.id, productId));
      return { productId, name: product?.name, available: product?.stock ?? 0 };
    }
  }
  return undefined;
}

/** How many of each product the order's lines hold (lines whose product is gone are skipped). */
async function quantities(tx: Tx, orderId: string): Promise<Map<string, number>> {
  const lines = await tx
    .select({ productId: orderLines.productId, qty: orderLines.qty })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.productId)));
  const wanted = new Map<string, number>();
  for (const { productId, qty } of lines)
    wanted.set(productId!, (wanted.get(productId!) ?? 0) + qty);
  return wanted;
}

/** Gives the order's stock back, once. False when it was already given back. */
export async function returnStock(tx: Tx, orderId: string): Promise<boolean> {
  const claimed = await tx
    .update(orders)
    .set({ stockReturnedAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReturnedAt)))
    .returning({ id: orders.id });
  if (claimed.length === 0) return false;
  const wanted = await quantities(tx, orderId);
  for (const [productId, qty] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${qty}` })
      .where(eq(products.id, productId));
  }
  return true;
}

/** Takes the stock of an order that had given it back (a cancelled order revived). */
export async function retakeStock(tx: Tx, orderId: string): Promise<Shortage | undefined> {
  const claimed = await tx
    .update(orders)
    .set({ stockReturnedAt: null })
    .where(and(eq(orders.id, orderId), isNotNull(orders.stockReturnedAt)))
    .returning({ id: orders.id });
  if (claimed.length === 0) return undefined;
  const wanted = await quantities(tx, orderId);
  const existing = await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...wanted.keys(), '00000000-0000-0000-0000-000000000000']));
  const live = new Set(existing.map((p) => p.id));
  return takeStock(tx, new Map([...wanted].filter(([id]) => live.has(id))));
}
