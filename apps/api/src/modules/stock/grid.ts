import { toPesewas } from '@adepa/contract/money';
import {
  optionKey,
  optionsOf,
  type StockReason,
  type variantsUpdateSchema,
} from '@adepa/contract/variants';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { combinations, variantWrites } from './options.ts';
import {
  type LockedProduct,
  lockProducts,
  recordStockChanges,
  setOptionLists,
  setSharedStock,
  setVariantStock,
  type VariantRow,
  variantsOf,
  writeVariants,
} from './repository.ts';

// The owner's stock grid saved: the product's sizes x colours with their SKUs, prices, pictures
// and stock, and whether stock is counted per variant. Every cell the owner saw carries the stock
// they saw (`was`); if an order changed one meanwhile, nothing is written and the owner is shown
// the figures as they are now (compare-and-set, as Shopify's inventory API does). A size or colour
// left out is archived, its stock (when counted per variant) set to none. Each stock figure that
// changes is recorded with the owner's reason and name.

type GridInput = z.output<typeof variantsUpdateSchema>;
type Who = { reason: StockReason; userId: string | null };

export type GridSave = 'saved' | 'stale' | 'missing';

/** The stock a shopper may buy of a variant: its own, or its product's when shared. */
const stockOf = (product: LockedProduct, variant: VariantRow) =>
  product.stockPerVariant ? variant.stock : product.stock;

/** Whether any figure the owner saw has changed since. */
function isStale(product: LockedProduct, onSale: VariantRow[], input: GridInput): boolean {
  if (input.was !== undefined && input.was !== product.stock) return true;
  const byKey = new Map(onSale.map((variant) => [optionKey(variant), variant]));
  return input.variants.some((cell) => {
    if (cell.was === undefined) return false;
    const current = byKey.get(optionKey(cell));
    return !current || stockOf(product, current) !== cell.was;
  });
}

export async function saveGrid(
  tx: Tx,
  productId: string,
  input: GridInput,
  who: Who,
): Promise<GridSave> {
  const [product] = await lockProducts(tx, [productId]);
  if (!product) return 'missing';
  const before = await variantsOf(tx, [productId]);
  if (
    isStale(
      product,
      before.filter((v) => !v.archived),
      input,
    )
  )
    return 'stale';
  await writeVariants(
    tx,
    productId,
    variantWrites(before, input.variants, (cell) => ({
      sku: cell.sku ?? null,
      pricePesewas: cell.price == null ? null : toPesewas(cell.price),
      discountPesewas: cell.discount == null ? null : toPesewas(cell.discount),
      imagePosition: cell.image ?? null,
    })),
  );
  await setOptionLists(tx, productId, {
    sizes: optionsOf(input.variants, 'size'),
    colors: optionsOf(input.variants, 'color'),
  });
  const stock = new Map(input.variants.map((cell) => [optionKey(cell), cell.stock]));
  await setStock(tx, product, before, input.stockPerVariant, stock, input.stock, who);
  return 'saved';
}

/**
 * The product's lists of sizes and colours changed on its form: its variants follow, each keeping
 * its stock; those taken off are archived.
 */
export async function syncOptions(
  tx: Tx,
  productId: string,
  lists: { sizes: string[]; colors: string[] },
  userId: string | null,
) {
  const [product] = await lockProducts(tx, [productId]);
  if (!product) return;
  const before = await variantsOf(tx, [productId]);
  await writeVariants(
    tx,
    productId,
    variantWrites(before, combinations(lists.sizes, lists.colors)),
  );
  if (!product.stockPerVariant) return;
  const kept = new Map(before.filter((v) => !v.archived).map((v) => [optionKey(v), v.stock]));
  await setStock(tx, product, before, true, kept, undefined, { reason: 'stock_count', userId });
}

/**
 * Sets the stock: per variant from `perVariant` (by size and colour; archived variants none), or
 * shared (`shared`, or the product's stock as it is). Records each figure that changed.
 */
async function setStock(
  tx: Tx,
  product: LockedProduct,
  before: VariantRow[],
  countPerVariant: boolean,
  perVariant: Map<string, number>,
  shared: number | undefined,
  { reason, userId }: Who,
) {
  const after = await variantsOf(tx, [product.id]);
  const changes: { variantId: string | null; was: number; now: number }[] = [];
  if (countPerVariant) {
    const targets = new Map<string, number>();
    for (const variant of after) {
      const now = variant.archived ? 0 : (perVariant.get(optionKey(variant)) ?? 0);
      targets.set(variant.id, now);
      const old = before.find((v) => v.id === variant.id);
      const was =
        old && !old.archived ? stockOf(product, old) : product.stockPerVariant ? variant.stock : 0;
      if (was !== now) changes.push({ variantId: variant.id, was, now });
    }
    await setVariantStock(tx, product.id, targets);
  } else {
    const now = shared ?? product.stock;
    await setSharedStock(tx, product.id, now);
    if (now !== product.stock) changes.push({ variantId: null, was: product.stock, now });
  }
  await recordStockChanges(
    tx,
    changes.map(({ variantId, was, now }) => ({
      productId: product.id,
      variantId,
      change: now - was,
      stockAfter: now,
      reason,
      userId,
    })),
  );
}
