import { formatCedi } from '@adepa/contract/money';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { errorKey, type GridErrors } from './stock-grid-body';
import { cellName } from './stock-grid-names';
import type { GridAction } from './stock-grid-reducer';
import { type CellText, cellKey, cellOf, columnsOf, type StockGrid } from './stock-grid-state';

// What the grid's "More" opens for one size: each of its colours' SKU, own prices and picture. An
// empty price sells at the product's; no picture shows the product's own.

type StockRowDetailsProps = {
  grid: StockGrid;
  size: string;
  errors: GridErrors;
  dispatch: (action: GridAction) => void;
  product: { name: string; price: number; discount: number; pictures: number };
};

const pictureName = (index: number) => `Picture ${index + 1}`;

export function StockRowDetails({ grid, size, errors, dispatch, product }: StockRowDetailsProps) {
  const pictures = Array.from({ length: product.pictures }, (_, index) => pictureName(index));
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted">
        Leave a price empty to sell at the product's: {formatCedi(product.price)}, or{' '}
        {formatCedi(product.discount)} with its discount.
      </p>
      {columnsOf(grid).map((color) => {
        const cell = cellOf(grid, size, color);
        const key = cellKey(size, color);
        const set = (field: CellText) => (value: string) =>
          dispatch({ type: 'cell', size, color, field, value });
        const error = (field: CellText) => errors[errorKey(key, field)];
        return (
          <fieldset key={color} className="min-w-0 border-line border-t pt-3">
            <legend className="mb-2 text-sm font-bold">
              {cellName(size, color, product.name)}
            </legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <TextField
                label="SKU"
                value={cell.sku}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                error={error('sku')}
                onChange={(event) => set('sku')(event.target.value)}
              />
              <SelectField
                label="Picture"
                placeholder="Product's"
                options={pictures}
                value={cell.image === '' ? '' : pictureName(Number(cell.image))}
                error={error('image')}
                onChange={(event) => {
                  const index = pictures.indexOf(event.target.value);
                  set('image')(index < 0 ? '' : String(index));
                }}
              />
              <TextField
                label="Price (₵)"
                value={cell.price}
                inputMode="decimal"
                autoComplete="off"
                error={error('price')}
                onChange={(event) => set('price')(event.target.value)}
              />
              <TextField
                label="Discount Price (₵)"
                value={cell.discount}
                inputMode="decimal"
                autoComplete="off"
                error={error('discount')}
                onChange={(event) => set('discount')(event.target.value)}
              />
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
