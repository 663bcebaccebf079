import { and, asc, eq, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { productImages, products, productVariants, stockChanges } from '../../db/schema.ts';

// The statements of the stock rule (stock.ts): product rows locked (they guard their variants),
// variants read, and stock moved on a variant and its product's total in one statement.

/** The products as an order line needs them, locked until the transaction ends (in id order). */
export function lockProducts(tx: DbOrTx, ids: string[]) {
  return tx
    .select({
      id: products.id,
      name: products.name,
      brand: products.brand,
      pricePesewas: products.discountPesewas,
      stock: products.stock,
      stockPerVariant: products.stockPerVariant,
      taxExempt: products.taxExempt,
      // Plain names: in a one-table select drizzle leaves its columns unqualified.
      // Its pictures in order (a variant may name one of them by its place).
      imageUrls: sql<
        string[]
      >`(select coalesce(json_agg(i.url order by i.position), '[]') from product_images i where i.product_id = products.id)`,
    })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(products.id)
    .for('update');
}

export type LockedProduct = Awaited<ReturnType<typeof lockProducts>>[number];

const variantColumns = {
  id: productVariants.id,
  productId: productVariants.productId,
  size: productVariants.size,
  color: productVariants.color,
  sku: productVariants.sku,
  pricePesewas: productVariants.pricePesewas,
  discountPesewas: productVariants.discountPesewas,
  imagePosition: productVariants.imagePosition,
  stock: productVariants.stock,
  archived: sql<boolean>`${productVariants.archivedAt} is not null`,
};

/** The variants of these products, archived ones too, in each product's order. */
export function variantsOf(db: DbOrTx, productIds: string[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select(variantColumns)
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.productId), asc(productVariants.position));
}

export type VariantRow = Awaited<ReturnType<typeof variantsOf>>[number];

/** The variants on sale of one product, in its order. */
export function activeVariantsOf(db: DbOrTx, productId: string) {
  return db
    .select(variantColumns)
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.archivedAt)))
    .orderBy(asc(productVariants.position));
}

/** One move of stock: `qty` (negative to take) of a product, and of its variant when counted so. */
export type StockMove = { productId: string; variantId: string | null; qty: number };

/**
 * Moves stock in one statement: each variant named and its product's total together, so the sum
 * of a product's variants cannot drift from its stock. The caller has locked the products.
 */
export async function moveStock(tx: DbOrTx, moves: StockMove[]) {
  if (moves.length === 0) return;
  const changes = JSON.stringify(
    moves.map((move) => ({
      product_id: move.productId,
      variant_id: move.variantId,
      qty: move.qty,
    })),
  );
  await tx.execute(sql`
    with change as (
      select * from jsonb_to_recordset(${changes}::jsonb)
        as c(product_id uuid, variant_id uuid, qty integer)
    ), variant_moves as (
      update ${productVariants} v set stock = v.stock + moved.qty
      from (select variant_id, sum(qty)::integer as qty from change
            where variant_id is not null group by variant_id) moved
      where v.id = moved.variant_id
      returning v.id
    )
    update ${products} set stock = ${products.stock} + moved.qty
    from (select product_id, sum(qty)::integer as qty from change group by product_id) moved
    where ${products.id} = moved.product_id`);
}

/** Records the owner's changes of stock, with why and by whom. */
export async function recordStockChanges(
  tx: DbOrTx,
  rows: (typeof stockChanges.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(stockChanges).values(rows);
}

/** A variant written by the owner: new (no id), or one of the product's, revived if archived. */
export type VariantWrite = {
  id?: string;
  size: string;
  color: string;
  position: number;
  sku?: string | null;
  pricePesewas?: number | null;
  discountPesewas?: number | null;
  imagePosition?: number | null;
  stock?: number;
};

/** Writes the product's variants as given; those not named are archived (never deleted). */
export async function writeVariants(tx: DbOrTx, productId: string, variants: VariantWrite[]) {
  const kept = variants.flatMap((variant) => variant.id ?? []);
  await tx
    .update(productVariants)
    .set({ archivedAt: new Date() })
    .where(
      and(
        eq(productVariants.productId, productId),
        isNull(productVariants.archivedAt),
        kept.length > 0 ? notInArray(productVariants.id, kept) : undefined,
      ),
    );
  for (const { id, ...fields } of variants) {
    if (id)
      await tx
        .update(productVariants)
        .set({ ...fields, archivedAt: null })
        .where(eq(productVariants.id, id));
  }
  const added = variants.filter((variant) => !variant.id);
  if (added.length > 0)
    await tx.insert(productVariants).values(added.map((variant) => ({ ...variant, productId })));
}

/**
 * Sets each named variant's stock and the product's total to the sum of all its variants (archived
 * ones too), counting it per variant from now on: one statement, under the product's lock.
 */
export async function setVariantStock(tx: DbOrTx, productId: string, targets: Map<string, number>) {
  const target = JSON.stringify([...targets].map(([id, stock]) => ({ id, stock })));
  await tx.execute(sql`
    with target as (
      select * from jsonb_to_recordset(${target}::jsonb) as t(id uuid, stock integer)
    ), updated as (
      update ${productVariants} v set stock = target.stock from target
      where v.id = target.id returning v.id
    )
    update ${products} set stock_per_variant = true, stock = (
      select coalesce(sum(coalesce(target.stock, v.stock)), 0)::integer
      from ${productVariants} v left join target on target.id = v.id
      where v.product_id = ${productId}
    ), updated_at = now()
    where ${products.id} = ${productId}`);
}

/** Counts the product's stock as shared by its variants, `stock` of it. */
export async function setSharedStock(tx: DbOrTx, productId: string, stock: number) {
  await tx
    .update(products)
    .set({ stockPerVariant: false, stock, updatedAt: new Date() })
    .where(eq(products.id, productId));
}

/** The product's lists of sizes and colours, as its variants on sale have them. */
export async function setOptionLists(
  tx: DbOrTx,
  productId: string,
  lists: { sizes: string[]; colors: string[] },
) {
  await tx.update(products).set(lists).where(eq(products.id, productId));
}

/**
 * The stock a shopper sees of each product or variant named (one no longer there is left out): a
 * variant's own, or its product's while the product's stock is shared. One statement.
 */
export async function stockShown(db: DbOrTx, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, ids))
    .unionAll(
      db
        .select({
          id: productVariants.id,
          stock: sql<number>`case when ${products.stockPerVariant} then ${productVariants.stock} else ${products.stock} end`,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(inArray(productVariants.id, ids)),
    );
  return new Map(rows.map((row) => [row.id, Number(row.stock)]));
}

/**
 * Up to 50 products with at most `threshold` in stock, or (counted per size and colour) a size or
 * colour on sale with at most that: the fewest first, with their first picture and those sizes.
 */
const lowVariantOf = (threshold: number) =>
  sql`v.product_id = "products"."id" and v.archived_at is null and v.stock <= ${threshold} and "products"."stock_per_variant"`;

/**
 * A product running low: at most `threshold` in stock, or a size or colour on sale that is. The
 * products with a low size are gathered once (by the variants' stock index), so the database
 * can find both kinds by index, and a page of them newest first stops after the page: neither
 * the back office's low-stock filter nor its count reads the whole catalogue (an EXISTS per
 * product did).
 */
export function lowStockCondition(threshold: number) {
  return or(
    lte(products.stock, threshold),
    sql`${products.id} = any(array(
      select v.product_id from product_variants v join products p on p.id = v.product_id
      where p.stock_per_variant and v.archived_at is null and v.stock <= ${threshold}))`,
  );
}

export function lowStockProducts(db: DbOrTx, threshold: number) {
  const lowVariant = lowVariantOf(threshold);
  return db
    .select({
      _id: products.id,
      name: products.name,
      stock: products.stock,
      image: sql<
        string | null
      >`(select ${productImages.url} from ${productImages} where ${productImages.productId} = "products"."id" order by ${productImages.position} limit 1)`,
      lowVariants: sql<{ _id: string; size: string; color: string; stock: number }[]>`coalesce((
        select json_agg(json_build_object('_id', v.id, 'size', v.size, 'color', v.color, 'stock', v.stock)
          order by v.position)
        from product_variants v where ${lowVariant}), '[]'::json)`,
    })
    .from(products)
    .where(lowStockCondition(threshold))
    .orderBy(asc(products.stock), asc(products.name))
    .limit(50);
}
