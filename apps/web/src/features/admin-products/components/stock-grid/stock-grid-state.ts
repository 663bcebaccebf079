import type { ProductWithVariants, Variant } from '@adepa/contract/catalogue';
import type { StockReason } from '@adepa/contract/variants';
import { optionsOf } from '@adepa/contract/variants';

// The owner's stock grid as it is being edited: sizes down, colours across, one cell per size x
// colour. A product with no sizes (or colours) has one row (column) for the blank size ''.
// Rules the grid keeps:
// - Each cell remembers `was`, the stock the owner was shown for that variant, which the save sends
//   so the api can refuse it when an order changed the stock meanwhile.
// - Removing a size or colour only takes it off the grid's lists: its cells stay in `cells`, so
//   adding it back before saving brings back what it held (and its `was`).
// - The first size (or colour) added to a product that had none takes over the blank row's
//   (column's) figures, so the stock it had is not lost.

export type CellText = 'stock' | 'sku' | 'price' | 'discount' | 'image';

export type GridCell = Record<CellText, string> & {
  /** The stock text the cell started with, to tell what the owner changed. */
  loaded: string;
  /** The stock the owner was shown for this variant; undefined for a variant not yet saved. */
  was?: number;
  /** After a refused save: the figure before the order changed it, and what the owner had typed. */
  stale?: StaleNote;
};

export type StaleNote = { before: number; typed: string | null };

/** The product's one stock figure, used while stock is shared by all the sizes and colours. */
export type SharedStock = { stock: string; loaded: string; was: number; stale?: StaleNote };

export type StockGrid = {
  stockPerVariant: boolean;
  sizes: string[];
  colors: string[];
  /** By `cellKey`; kept for removed sizes and colours too (see above). */
  cells: Record<string, GridCell>;
  shared: SharedStock;
  reason: StockReason | '';
};

export type Option = 'size' | 'color';

export const cellKey = (size: string, color: string) => JSON.stringify([size, color]);

const blankCell: GridCell = { stock: '', sku: '', price: '', discount: '', image: '', loaded: '' };

/** The rows (sizes) of the grid: the blank size alone when the product has none. */
export const rowsOf = (grid: StockGrid) => (grid.sizes.length ? grid.sizes : ['']);
/** The columns (colours) of the grid: the blank colour alone when the product has none. */
export const columnsOf = (grid: StockGrid) => (grid.colors.length ? grid.colors : ['']);

export function cellOf(grid: StockGrid, size: string, color: string): GridCell {
  return grid.cells[cellKey(size, color)] ?? blankCell;
}

/** Every cell on the grid now, row by row: what a save sends. */
export function visibleCells(grid: StockGrid) {
  return rowsOf(grid).flatMap((size) =>
    columnsOf(grid).map((color) => ({ size, color, cell: cellOf(grid, size, color) })),
  );
}

const text = (value: number | null) => (value === null ? '' : String(value));

function cellFromVariant(variant: Variant, stockPerVariant: boolean): GridCell {
  // With shared stock every variant reports the product's figure, which is not its own: a cell
  // starts empty and the owner types its own count when switching to stock per variant.
  const stock = stockPerVariant ? String(variant.stock) : '';
  return {
    stock,
    loaded: stock,
    sku: variant.sku ?? '',
    price: text(variant.price),
    discount: text(variant.discount),
    image: text(variant.image),
    was: variant.stock,
  };
}

function union(first: string[], second: string[]) {
  const seen = new Set(first);
  return [...first, ...second.filter((option) => !seen.has(option))];
}

/** The grid of a product as the api gave it. */
export function gridFromProduct(product: ProductWithVariants): StockGrid {
  const cells: Record<string, GridCell> = {};
  for (const variant of product.variants) {
    cells[cellKey(variant.size, variant.color)] = cellFromVariant(variant, product.stockPerVariant);
  }
  const stock = String(product.stock);
  return {
    stockPerVariant: product.stockPerVariant,
    sizes: union(product.sizes, optionsOf(product.variants, 'size')),
    colors: union(product.colors, optionsOf(product.variants, 'color')),
    cells,
    shared: { stock, loaded: stock, was: product.stock },
    reason: '',
  };
}

/** A fresh copy of a cell for a variant not saved yet: its figures, without `was` or notes. */
function unsaved(cell: GridCell): GridCell {
  const { was: _was, stale: _stale, ...figures } = cell;
  return { ...figures, loaded: '' };
}

/** The grid with `option`'s list (sizes or colours) replaced by `list`: one added or removed. */
export function withOptions(grid: StockGrid, option: Option, list: string[]): StockGrid {
  const listName = option === 'size' ? 'sizes' : 'colors';
  const before = grid[listName];
  const next = { ...grid, [listName]: list };
  const first = list[0];
  if (before.length > 0 || first === undefined) return next;
  // The blank row (or column) becomes the first size (colour) added.
  const cells = { ...grid.cells };
  const others = option === 'size' ? columnsOf(grid) : rowsOf(grid);
  for (const other of others) {
    const [from, to] =
      option === 'size'
        ? [cellKey('', other), cellKey(first, other)]
        : [cellKey(other, ''), cellKey(other, first)];
    const blank = cells[from];
    if (blank && !cells[to]) cells[to] = unsaved(blank);
  }
  return { ...next, cells };
}

export function withCellText(
  grid: StockGrid,
  size: string,
  color: string,
  field: CellText,
  value: string,
): StockGrid {
  const key = cellKey(size, color);
  return {
    ...grid,
    cells: { ...grid.cells, [key]: { ...cellOf(grid, size, color), [field]: value } },
  };
}

/** The sum of the cells' stock, empty cells counting 0; NaN while one holds no whole number. */
export function totalStock(grid: StockGrid): number {
  return visibleCells(grid).reduce((sum, { cell }) => sum + Number(cell.stock.trim() || 0), 0);
}
