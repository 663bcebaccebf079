import type { ProductWithVariants } from '@adepa/contract/catalogue';
import type { StockReason } from '@adepa/contract/variants';
import { withStockNow } from './stock-grid-stale';
import {
  type CellText,
  gridFromProduct,
  type Option,
  type StockGrid,
  withCellText,
  withOptions,
} from './stock-grid-state';

// Everything the owner (or the api's answer) can do to the grid, one action each.

export type GridAction =
  | { type: 'perVariant'; on: boolean }
  | { type: 'options'; option: Option; list: string[] }
  | { type: 'cell'; size: string; color: string; field: CellText; value: string }
  | { type: 'sharedStock'; value: string }
  | { type: 'reason'; reason: StockReason | '' }
  /** Saved: the grid starts again from the product as saved. */
  | { type: 'saved'; product: ProductWithVariants }
  /** Refused as stale: the stock now, from the api's answer. */
  | { type: 'stale'; product: ProductWithVariants };

export function stockGridReducer(grid: StockGrid, action: GridAction): StockGrid {
  switch (action.type) {
    case 'perVariant':
      return { ...grid, stockPerVariant: action.on };
    case 'options':
      return withOptions(grid, action.option, action.list);
    case 'cell':
      return withCellText(grid, action.size, action.color, action.field, action.value);
    case 'sharedStock':
      return { ...grid, shared: { ...grid.shared, stock: action.value } };
    case 'reason':
      return { ...grid, reason: action.reason };
    case 'saved':
      return gridFromProduct(action.product);
    case 'stale':
      return withStockNow(grid, action.product);
  }
}
