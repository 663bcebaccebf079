import { activitySubject } from '@adepa/contract/activity';
import { toCedi } from '@adepa/contract/money';
import { STOCK_REASON_LABELS, type StockReason, variantLabel } from '@adepa/contract/variants';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { type Actor, changedFields, recordActivity } from '../../activity/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { categories, productImages, products, productVariants } from '../../db/schema.ts';

// What the activity log keeps of a product: the fields an owner reads on its page, prices in
// cedi, its pictures by address. Read before and after a change, in the change's transaction.

export async function productRecord(tx: DbOrTx, id: string) {
  const [found] = await tx
    .select({ row: products, category: categories.name })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id));
  if (!found) return undefined;
  const { row, category } = found;
  const pictures = await tx
    .select({ url: productImages.url })
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.position));
  return {
    name: row.name,
    brand: row.brand,
    description: row.description,
    category,
    price: toCedi(row.pricePesewas),
    discount: toCedi(row.discountPesewas),
    stock: row.stock,
    sizes: row.sizes,
    colors: row.colors,
    features: row.features,
    taxExempt: row.taxExempt,
    pictures: pictures.map((picture) => picture.url),
  };
}

type ProductRecord = NonNullable<Awaited<ReturnType<typeof productRecord>>>;

/** Records a product's change: its fields that changed, or all of them when added or deleted. */
export async function recordProductChange(
  tx: DbOrTx,
  actor: Actor,
  id: string,
  before: ProductRecord | undefined,
  after: ProductRecord | undefined,
) {
  const subject = activitySubject('product', id);
  if (!before && !after) return;
  if (!before) return recordActivity(tx, actor, { action: 'product.create', subject, after });
  if (!after) return recordActivity(tx, actor, { action: 'product.delete', subject, before });
  const change = changedFields(before, after);
  if (change.changed)
    await recordActivity(tx, actor, { action: 'product.update', subject, ...change });
}

/** A product's stock as the grid shows it: shared, or per size and colour too ("M, Red": 3). */
export async function stockRecord(tx: DbOrTx, id: string) {
  const [product] = await tx
    .select({ stock: products.stock, stockPerVariant: products.stockPerVariant })
    .from(products)
    .where(eq(products.id, id));
  const variants = await tx
    .select({
      size: productVariants.size,
      color: productVariants.color,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .where(and(eq(productVariants.productId, id), isNull(productVariants.archivedAt)))
    .orderBy(asc(productVariants.position));
  const perVariant = product?.stockPerVariant ?? false;
  return {
    stockPerVariant: perVariant,
    stock: product?.stock ?? 0,
    // Shared, the sizes have no stock of their own to show.
    ...(perVariant &&
      Object.fromEntries(variants.map((v) => [variantLabel(v) || 'One size', v.stock]))),
  };
}

/** Records a save of the stock grid: the figures that changed, and why. */
export async function recordStockChange(
  tx: DbOrTx,
  actor: Actor,
  id: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  reason: StockReason,
) {
  const change = changedFields(before, after);
  if (!change.changed) return;
  await recordActivity(tx, actor, {
    action: 'stock.grid',
    subject: activitySubject('product', id),
    ...change,
    reason: STOCK_REASON_LABELS[reason],
  });
}
