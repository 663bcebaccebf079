import type { KeyboardEvent } from 'react';
import type { GridCell, StaleNote } from './stock-grid-state';

// One cell of the stock grid: the stock of one size in one colour. Its label names both ("Stock
// of L, Red"); after a save refused as stale it is marked and says what changed under the figure:
// what the owner had typed there, or else the figure before the order. Enter (the phone keyboard's
// Next) goes on to the next cell, row by row, instead of saving a grid half filled in.

/** Under a figure an order changed: what the owner had typed, or else the figure before. */
export const staleNoteText = (stale: StaleNote) =>
  stale.typed !== null ? `You typed ${stale.typed}` : `Was ${stale.before}`;

function nextCellOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  const cells = [...(event.currentTarget.form?.querySelectorAll('input[data-stock-cell]') ?? [])];
  const next = cells[cells.indexOf(event.currentTarget) + 1];
  if (next instanceof HTMLInputElement) next.focus();
}

type StockCellProps = {
  cell: GridCell;
  label: string;
  error?: string;
  errorId: string;
  onChange: (stock: string) => void;
};

export function StockCell({ cell, label, error, errorId, onChange }: StockCellProps) {
  const noteId = `${errorId}-note`;
  const note = cell.stale && staleNoteText(cell.stale);
  const describedBy = [error && errorId, note && noteId].filter(Boolean).join(' ');
  return (
    <div
      className={`mx-auto grid max-w-32 gap-1 rounded-lg p-1 ${cell.stale ? 'bg-gold-soft' : ''}`}
    >
      <input
        aria-label={label}
        data-stock-cell
        value={cell.stock}
        placeholder="0"
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="next"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={nextCellOnEnter}
        className={`block h-11 w-full min-w-0 rounded-lg border bg-white px-2 text-center text-base text-ink tabular-nums placeholder:text-muted focus-visible:outline-offset-0 ${
          error ? 'border-red' : 'border-field'
        }`}
      />
      {note && (
        <p id={noteId} className="text-center text-xs font-medium text-ink">
          {note}
        </p>
      )}
    </div>
  );
}
