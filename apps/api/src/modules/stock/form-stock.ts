import type { Tx } from '../../db/client.ts';
import { lockProducts, recordStockChanges, setSharedStock } from './repository.ts';

// The stock field of the product's form (the spec's update): written only when the owner changed
// it. A form that says what stock it loaded (`stockWas`) never overwrites an order that took stock
// since: unchanged, the figure is left alone; changed while an order took some, it is refused. A
// product counted per size and colour takes its stock from the grid only.

export type FormStockResult = 'saved' | 'stale' | 'per-variant' | 'missing';

export async function saveFormStock(
  tx: Tx,
  productId: string,
  stock: number | undefined,
  stockWas: number | undefined,
  userId: string | null,
): Promise<FormStockResult> {
  const [product] = await lockProducts(tx, [productId]);
  if (!product) return 'missing';
  if (stock === undefined || stock === stockWas || stock === product.stock) return 'saved';
  if (stockWas !== undefined && stockWas !== product.stock) return 'stale';
  if (product.stockPerVariant) return 'per-variant';
  await setSharedStock(tx, productId, stock);
  await recordStockChanges(tx, [
    {
      productId,
      variantId: null,
      change: stock - product.stock,
      stockAfter: stock,
      reason: 'stock_count',
      userId,
    },
  ]);
  return 'saved';
}
