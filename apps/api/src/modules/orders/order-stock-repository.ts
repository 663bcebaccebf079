import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema.ts';

// The order's side of the stock rule (order-stock.ts): its lines counted, and the claims it makes to
// give its stock back or take it again.

/** The order's lines whose product still exists: product, variant and quantity. */
export function lineQuantities(tx: DbOrTx, orderId: string) {
  return tx
    .select({
      productId: orderLines.productId,
      variantId: orderLines.variantId,
      qty: orderLines.qty,
    })
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
