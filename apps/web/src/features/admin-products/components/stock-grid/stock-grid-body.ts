import {
  type VariantsUpdate,
  variantInputSchema,
  variantsUpdateSchema,
} from '@adepa/contract/variants';
import { cellKey, type StockGrid, visibleCells } from './stock-grid-state';

// What Save sends: the whole grid, one variant per cell on it, each existing one with the stock the
// owner was shown (`was`), checked first with the api's own schema so its messages show at once.
// An empty stock box counts as 0 (the box shows a 0 placeholder). While stock is shared, every
// variant carries the product's one figure and the body says it, and the figure seen, at the top.

/** A message of the grid: under `errorKey(cell, field)`, 'shared', 'reason' or 'variants'. */
export type GridErrors = Record<string, string>;

export const errorKey = (key: string, field: string) => `${key}:${field}`;

export type GridSave =
  | { ok: true; body: VariantsUpdate; keys: string[] }
  | { ok: false; errors: GridErrors };

const sharedStockSchema = variantInputSchema.shape.stock;
const zeroWhenEmpty = (typed: string) => typed.trim() || '0';

/** The errors of a failed check (or of the api's 400 `fields`, by the same paths) by grid key. */
export function gridErrorsOf(
  issues: { path: readonly PropertyKey[]; message: string }[],
  keys: string[],
): GridErrors {
  const errors: GridErrors = {};
  for (const { path, message } of issues) {
    const [top, index, field] = path.map(String);
    const cell = top === 'variants' && index !== undefined ? keys[Number(index)] : undefined;
    const name = cell ? errorKey(cell, field ?? 'stock') : top === 'stock' ? 'shared' : top;
    errors[name ?? 'variants'] ??= message;
  }
  return errors;
}

/** The body of the grid's save, or the messages that keep it from being sent. */
export function gridSave(grid: StockGrid): GridSave {
  const shared = sharedStockSchema.safeParse(zeroWhenEmpty(grid.shared.stock));
  if (!grid.stockPerVariant && !shared.success) {
    return { ok: false, errors: { shared: shared.error.issues[0]?.message ?? '' } };
  }
  const sharedStock = shared.success ? shared.data : 0;
  const cells = visibleCells(grid);
  const keys = cells.map(({ size, color }) => cellKey(size, color));
  const raw = {
    stockPerVariant: grid.stockPerVariant,
    reason: grid.reason || undefined,
    variants: cells.map(({ size, color, cell }) => ({
      size,
      color,
      stock: grid.stockPerVariant ? zeroWhenEmpty(cell.stock) : sharedStock,
      sku: cell.sku,
      price: cell.price.trim(),
      discount: cell.discount.trim(),
      image: cell.image === '' ? null : Number(cell.image),
      ...(cell.was !== undefined && { was: cell.was }),
    })),
    ...(!grid.stockPerVariant && { stock: sharedStock, was: grid.shared.was }),
  };
  const checked = variantsUpdateSchema.safeParse(raw);
  if (!checked.success) return { ok: false, errors: gridErrorsOf(checked.error.issues, keys) };
  return { ok: true, body: checked.data, keys };
}
