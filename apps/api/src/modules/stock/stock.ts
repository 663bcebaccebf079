import { variantLabel } from '@adepa/contract/variants';
import type { Tx } from '../../db/client.ts';
import type { Shortage } from '../../lib/domain-errors.ts';
import {
  type LockedProduct,
  lockProducts,
  moveStock,
  type StockMove,
  type VariantRow,
  variantsOf,
} from './repository.ts';

// The stock rule. Stock is taken in the transaction that writes the order, given back when an
// order is cancelled or deleted, and taken again when it is revived or its late payment comes. The
// products are locked first, in id order (so two orders never wait on each other in a cycle); a
// product's lock guards its variants. A product counts its stock one way: shared by its variants
// (its own stock) or per variant (each variant's, the product's being their sum); one statement
// moves a variant and its product together. Claims that stock is given back once are the order's
// (modules/orders/order-stock.ts).

export type { LockedProduct, Shortage, VariantRow };

/** Units of one product, and of one of its variants when the line names one. */
export type StockLine = { productId: string; variantId: string | null; qty: number };

/** A locked product with its variants (archived ones too: a line may point at one). */
export type SaleProduct = LockedProduct & { variants: VariantRow[] };

/**
 * Locks the products (in id order), then reads their variants: in a statement of its own, begun
 * once the locks are held, so that it sees what an order that held them before has written (a
 * statement waiting for a lock still reads other tables as they were when it began).
 */
export async function lockForSale(tx: Tx, ids: string[]): Promise<Map<string, SaleProduct>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const locked = await lockProducts(tx, unique);
  const variants = await variantsOf(
    tx,
    locked.map((product) => product.id),
  );
  return new Map(
    locked.map((product) => [
      product.id,
      { ...product, variants: variants.filter((variant) => variant.productId === product.id) },
    ]),
  );
}

/**
 * The move a line makes: on its variant too when its product counts per variant. Undefined for a
 * line of such a product that names no variant (sold while the stock was shared): no shelf of
 * it can be told, so its units move nowhere.
 */
function moveOf(product: SaleProduct, line: StockLine, sign: 1 | -1): StockMove | undefined {
  if (!product.stockPerVariant)
    return { productId: product.id, variantId: null, qty: sign * line.qty };
  if (!line.variantId || !product.variants.some((variant) => variant.id === line.variantId))
    return undefined;
  return { productId: product.id, variantId: line.variantId, qty: sign * line.qty };
}

/**
 * Takes the lines' stock from the locked products, or answers the first line (in the order given)
 * that finds too few, taking nothing. A product no longer there is short, unless `missing` is
 * 'skip' (an order taken again keeps the lines of products deleted since).
 */
export async function takeStock(
  tx: Tx,
  locked: Map<string, SaleProduct>,
  lines: StockLine[],
  missing: 'short' | 'skip' = 'short',
): Promise<Shortage | undefined> {
  const wanted = new Map<string, number>();
  const moves: StockMove[] = [];
  for (const line of lines) {
    const product = locked.get(line.productId);
    if (!product) {
      if (missing === 'skip') continue;
      return { productId: line.productId, available: 0 };
    }
    const move = moveOf(product, line, -1);
    if (!move) continue;
    const variant = move.variantId && product.variants.find((v) => v.id === move.variantId);
    const key = variant ? variant.id : product.id;
    const available = variant ? variant.stock : product.stock;
    const total = (wanted.get(key) ?? 0) + line.qty;
    if (total > available)
      return {
        productId: product.id,
        name: variant ? `${product.name} (${variantLabel(variant)})` : product.name,
        available,
        variantId: variant ? variant.id : null,
      };
    wanted.set(key, total);
    moves.push(move);
  }
  await moveStock(tx, moves);
  return undefined;
}

/** Gives the lines' stock back to their products (and variants), locking the products first. */
export async function giveBack(tx: Tx, lines: StockLine[]): Promise<void> {
  const locked = await lockForSale(
    tx,
    lines.map((line) => line.productId),
  );
  const moves = lines.flatMap((line) => {
    const product = locked.get(line.productId);
    return (product && moveOf(product, line, 1)) ?? [];
  });
  await moveStock(tx, moves);
}
