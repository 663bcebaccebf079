import type { ProductWithVariants } from '@adepa/contract/catalogue';
import { STOCK_REASON_LABELS, STOCK_REASONS } from '@adepa/contract/variants';
import type { FormEvent } from 'react';
import { SaveBar } from '../../../../components/ui/save-bar';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { ListInput } from '../list-input';
import { PerVariantSwitch } from './per-variant-switch';
import { StaleStockAlert } from './stale-stock-alert';
import { staleNoteText } from './stock-cell';
import { totalStock } from './stock-grid-state';
import { StockGridTable } from './stock-grid-table';
import { StockRowDetails } from './stock-row-details';
import { useStockGrid } from './use-stock-grid';

// The owner's stock grid, on the product's edit page under its details: the switch between shared
// stock and stock per size and colour, the sizes and colours (removing one stops selling it; its
// orders keep it), the grid, and why the stock changed. Save sends the whole grid at once.

const reasonLabels = STOCK_REASONS.map((reason) => STOCK_REASON_LABELS[reason]);
const reasonOf = (label: string) =>
  STOCK_REASONS.find((reason) => STOCK_REASON_LABELS[reason] === label) ?? '';

export function StockGridForm({ product }: { product: ProductWithVariants }) {
  const { grid, dispatch, errors, failure, stale, save, busy } = useStockGrid(product);
  const total = totalStock(grid);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // Refused by the check: the first field it marked takes focus once the marks are drawn.
    if (!save()) {
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    }
  };

  return (
    <form
      id="stock"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="stock-heading"
      className="grid max-w-4xl gap-6"
    >
      <section className="grid min-w-0 gap-5 rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6">
        <h2 id="stock-heading" className="text-lg font-bold">
          Stock by size and colour
        </h2>
        {stale && <StaleStockAlert />}
        <PerVariantSwitch
          on={grid.stockPerVariant}
          onChange={(on) => dispatch({ type: 'perVariant', on })}
        />
        {!grid.stockPerVariant && (
          <div className="max-w-56">
            <TextField
              label="Shared stock"
              value={grid.shared.stock}
              placeholder="0"
              inputMode="numeric"
              autoComplete="off"
              error={errors.shared}
              onChange={(event) => dispatch({ type: 'sharedStock', value: event.target.value })}
              below={(id) =>
                grid.shared.stale && (
                  <p
                    id={id}
                    className="mt-1.5 rounded-lg bg-gold-soft px-2 py-1 text-sm font-medium"
                  >
                    {staleNoteText(grid.shared.stale)}
                  </p>
                )
              }
            />
          </div>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <ListInput
            name="sizes"
            label="Sizes"
            placeholder="S, M, L"
            items={grid.sizes}
            onChange={(list) => dispatch({ type: 'options', option: 'size', list })}
          />
          <ListInput
            name="colors"
            label="Colours"
            placeholder="Red, Gold"
            items={grid.colors}
            onChange={(list) => dispatch({ type: 'options', option: 'color', list })}
          />
        </div>
        <p className="-mt-2 text-sm text-muted">
          Removing a size or colour stops selling it once saved; orders keep theirs.
        </p>
        <StockGridTable
          grid={grid}
          errors={errors}
          dispatch={dispatch}
          productName={product.name}
          details={(size) => (
            <StockRowDetails
              grid={grid}
              size={size}
              errors={errors}
              dispatch={dispatch}
              product={{
                name: product.name,
                price: product.price,
                discount: product.discount,
                pictures: product.image.length,
              }}
            />
          )}
        />
        {errors.variants && <p className="text-sm font-medium text-red">{errors.variants}</p>}
        {grid.stockPerVariant && (
          <p className="text-sm font-semibold">
            {Number.isNaN(total) ? 'Total: type whole numbers to see it' : `Total: ${total}`}
          </p>
        )}
        <div className="max-w-sm">
          <SelectField
            label="Reason for the change"
            placeholder="Choose a reason"
            required
            options={reasonLabels}
            value={grid.reason ? STOCK_REASON_LABELS[grid.reason] : ''}
            error={errors.reason}
            onChange={(event) => dispatch({ type: 'reason', reason: reasonOf(event.target.value) })}
          />
        </div>
      </section>
      <SaveBar text="Save Stock" busy={busy} failure={failure} />
    </form>
  );
}
