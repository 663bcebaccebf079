import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderLines, orders, products } from '../../db/schema.ts';

// The statements of the stock rule (stock.ts): product rows locked and changed, an order's lines
// counted, and the claims an order makes to give its stock back or take it again.

/** The products as an order line needs them, locked until the transaction ends (in id order). */
export function lockProducts(tx: DbOrTx, ids: string[]) {
  return tx
    .select({
      id: products.id,
      name: products.name,
      brand: products.brand,
      pricePesewas: products.discountPesewas,
      stock: products.stock,
      // Plain names: in a one-table select drizzle leaves its columns unqualified.
      imageUrl: sql<
        string | null
      >`(select i.url from product_images i where i.product_id = products.id order by i.position limit 1)`,
    })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(products.id)
    .for('update');
}

export type LockedProduct = Awaited<ReturnType<typeof lockProducts>>[number];

/** Adds `sign * qty` to each product's stock, in one statement. */
export async function changeStock(tx: DbOrTx, quantities: Map<string, number>, sign: 1 | -1) {
  if (quantities.size === 0) return;
  const changes = JSON.stringify([...quantities].map(([id, qty]) => ({ id, qty: sign * qty })));
  await tx.execute(sql`
    update ${products} set stock = ${products.stock} + change.qty
    from jsonb_to_recordset(${changes}::jsonb) as change(id uuid, qty integer)
    where ${products.id} = change.id`);
}

/** The order's lines whose product still exists: product and quantity. */
export function lineQuantities(tx: DbOrTx, orderId: string) {
  return tx
    .select({ productId: orderLines.productId, qty: orderLines.qty })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.productId)));
}

/** Records that the order gave its stock back; false when it already had. */
export async function claimStockReturn(tx: DbOrTx, orderId: string): Promise<boolean> {
  const claimed = await tx
    .update(orders)
    .set({ stockReturnedAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReturnedAt)))
    .returning({ id: orders.id });
  return claimed.length > 0;
}

/** Clears the order's stock return; false when it had not given its stock back. */
export async function claimStockRetake(tx: DbOrTx, orderId: string): Promise<boolean> {
  const claimed = await tx
    .update(orders)
    .set({ stockReturnedAt: null })
    .where(and(eq(orders.id, orderId), isNotNull(orders.stockReturnedAt)))
    .returning({ id: orders.id });
  return claimed.length > 0;
}
