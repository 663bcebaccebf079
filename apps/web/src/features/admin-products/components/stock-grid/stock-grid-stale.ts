import type { ProductWithVariants } from '@adepa/contract/catalogue';
import { cellKey, type GridCell, type SharedStock, type StockGrid } from './stock-grid-state';

// A save refused because an order changed some stock meanwhile brings the stock as it is now.
// The grid takes the figure now into every cell (and the shared stock) an order changed, notes
// the figure before and, when the owner had typed a different one there, what they typed, so
// nothing typed is lost without a word. Every other cell keeps what the owner typed. All `was`
// become the figures now, so the next save is checked against them. The owner's sizes, colours,
// switch and reason stay as they set them.

function merged(cell: GridCell, now: number, countsPerVariant: boolean): GridCell {
  const { stale: _old, ...kept } = cell;
  if (cell.was === now) return kept;
  // A cell the owner added that an order's variant now matches: only its `was` can follow.
  if (cell.was === undefined) return { ...kept, was: now };
  // With shared stock the figure now is the product's, not the cell's own: only `was` follows it.
  if (!countsPerVariant) return { ...kept, was: now };
  const stock = String(now);
  const typed = cell.stock !== cell.loaded && cell.stock !== stock ? cell.stock : null;
  return { ...kept, stock, loaded: stock, was: now, stale: { before: cell.was, typed } };
}

function mergedShared(shared: SharedStock, now: number): SharedStock {
  const { stale: _old, ...kept } = shared;
  if (shared.was === now) return kept;
  const stock = String(now);
  const typed = shared.stock !== shared.loaded && shared.stock !== stock ? shared.stock : null;
  return { stock, loaded: stock, was: now, stale: { before: shared.was, typed } };
}

/** The grid after a refused save, with `current`, the product as it is now. */
export function withStockNow(grid: StockGrid, current: ProductWithVariants): StockGrid {
  const cells: Record<string, GridCell> = {};
  for (const [key, cell] of Object.entries(grid.cells)) {
    const { stale: _old, ...kept } = cell;
    cells[key] = kept;
  }
  for (const variant of current.variants) {
    const key = cellKey(variant.size, variant.color);
    const cell = cells[key];
    if (cell) cells[key] = merged(cell, variant.stock, current.stockPerVariant);
  }
  return { ...grid, cells, shared: mergedShared(grid.shared, current.stock) };
}
