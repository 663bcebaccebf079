import { Fragment, type ReactNode, useId, useState } from 'react';
import { ChevronDownIcon } from '../../../../components/ui/icons';
import { StockCell } from './stock-cell';
import { errorKey, type GridErrors } from './stock-grid-body';
import { cellName, colorName, sizeName } from './stock-grid-names';
import type { GridAction } from './stock-grid-reducer';
import { cellKey, cellOf, columnsOf, rowsOf, type StockGrid } from './stock-grid-state';

// The grid itself: sizes down, colours across. On a phone a product with many colours scrolls
// sideways inside its box, the sizes' column staying put. Each size's row has a "More" button
// that opens, under the row, the SKU, prices and picture of each of its colours; the panel is as
// wide as the box (a container query unit) and stays put too, so it never scrolls out of sight.

type StockGridTableProps = {
  grid: StockGrid;
  errors: GridErrors;
  dispatch: (action: GridAction) => void;
  productName: string;
  /** The SKU, prices and picture of one size's colours, for its "More" panel. */
  details: (size: string) => ReactNode;
};

export function StockGridTable({
  grid,
  errors,
  dispatch,
  productName,
  details,
}: StockGridTableProps) {
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const columns = columnsOf(grid);
  const rowHasDetailError = (size: string) =>
    columns.some((color) =>
      ['sku', 'price', 'discount', 'image'].some((f) => errors[errorKey(cellKey(size, color), f)]),
    );
  const toggle = (size: string) =>
    setOpen((now) => {
      const next = new Set(now);
      if (!next.delete(size)) next.add(size);
      return next;
    });

  const stockErrorId = (row: number, column: number) => `${id}-stock-${row}-${column}`;
  const stockErrors = rowsOf(grid).flatMap((size, row) =>
    columns.flatMap((color, column) => {
      const message = errors[errorKey(cellKey(size, color), 'stock')];
      if (!grid.stockPerVariant || !message) return [];
      return [
        {
          id: stockErrorId(row, column),
          text: `${cellName(size, color, productName)}: ${message}`,
        },
      ];
    }),
  );

  return (
    <>
      <div className="@container overflow-x-auto rounded-xl ring-1 ring-line">
        <table className="w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">Stock of each size and colour</caption>
          <thead>
            <tr>
              <th
                scope="col"
                className="sticky left-0 z-10 border-r border-b border-line bg-cream px-3 py-2 text-left"
              >
                Size
              </th>
              {columns.map((color) => (
                <th
                  key={color}
                  scope="col"
                  className="min-w-22 border-b border-line bg-cream px-1 py-2 text-center font-semibold break-words"
                >
                  {colorName(color)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rowsOf(grid).map((size, row) => {
              const panelId = `${id}-more-${row}`;
              const expanded = open.has(size) || rowHasDetailError(size);
              return (
                <Fragment key={size}>
                  <tr>
                    <th
                      scope="row"
                      className="sticky left-0 z-10 border-r border-b border-line bg-white px-2 py-1 text-left align-middle"
                    >
                      <span className="block px-1 font-semibold break-words">{sizeName(size)}</span>
                      <button
                        type="button"
                        aria-expanded={expanded}
                        aria-controls={panelId}
                        onClick={() => toggle(size)}
                        className="inline-flex min-h-8 items-center gap-0.5 rounded-full px-1 text-xs font-semibold text-green hover:bg-green-soft"
                      >
                        More<span className="sr-only"> for {sizeName(size)}</span>
                        <ChevronDownIcon className={`size-4 ${expanded ? 'rotate-180' : ''}`} />
                      </button>
                    </th>
                    {columns.map((color, column) => {
                      const key = cellKey(size, color);
                      const name = cellName(size, color, productName);
                      return (
                        <td key={color} className="border-b border-line px-1 py-1 align-top">
                          {grid.stockPerVariant ? (
                            <StockCell
                              cell={cellOf(grid, size, color)}
                              label={`Stock of ${name}`}
                              error={errors[errorKey(key, 'stock')]}
                              errorId={stockErrorId(row, column)}
                              onChange={(value) =>
                                dispatch({ type: 'cell', size, color, field: 'stock', value })
                              }
                            />
                          ) : (
                            <p className="py-3 text-center text-muted">
                              <span aria-hidden="true">—</span>
                              <span className="sr-only">{name}: shared stock</span>
                            </p>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                  <tr id={panelId} hidden={!expanded}>
                    <td colSpan={columns.length + 1} className="border-b border-line bg-cream p-0">
                      <div className="sticky left-0 w-[100cqw] p-3">
                        {expanded && details(size)}
                      </div>
                    </td>
                  </tr>
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      {stockErrors.length > 0 && (
        <ul className="grid gap-1 text-sm font-medium text-red">
          {stockErrors.map((error) => (
            <li key={error.id} id={error.id}>
              {error.text}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
