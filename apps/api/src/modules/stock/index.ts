export {
  type ChosenVariant,
  chooseVariant,
  type LineOptions,
  pictureOf,
} from './choose-variant.ts';
export { type FormStockResult, saveFormStock } from './form-stock.ts';
export { type GridSave, saveGrid, syncOptions } from './grid.ts';
export { combinations } from './options.ts';
export { lowStockCondition, lowStockProducts, stockShown, variantsOf } from './repository.ts';
export {
  giveBack,
  type LockedProduct,
  lockForSale,
  type SaleProduct,
  type Shortage,
  type StockLine,
  takeStock,
  type VariantRow,
} from './stock.ts';
