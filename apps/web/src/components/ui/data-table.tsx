import type { ReactNode } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';

// The back office's lists: a real table from 768 px up, and on phones a list of cards, one per
// row, sized for a thumb (the owner runs the shop from a phone). Only one of the two is rendered,
// so each control exists once for assistive technology and for tests.

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /**
   * Where the cell goes in a phone card: `media` on the left, `title` as the card's heading,
   * `action` in the bar at the bottom, `field` (the default) as "header: value".
   */
  kind?: 'media' | 'title' | 'action' | 'field';
  /** Extra classes for the table cell (alignment, width). */
  className?: string;
  /** In a phone card, a long value (an e-mail) takes the whole row. */
  wide?: boolean;
};

type DataTableProps<Row> = {
  /** Names the table (or the card list) for assistive technology. */
  caption: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: Column<Row>[];
};

export function DataTable<Row>(props: DataTableProps<Row>) {
  const wide = useMediaQuery('(min-width: 768px)');
  return wide ? <WideTable {...props} /> : <CardList {...props} />;
}

function WideTable<Row>({ caption, rows, rowKey, columns }: DataTableProps<Row>) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-line">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-cream text-xs font-bold tracking-wide text-muted uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-3 py-3 first:pl-4 last:pr-4">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="align-middle hover:bg-cream/60">
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={`px-3 py-2 first:pl-4 last:pr-4 ${column.className ?? ''}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CardList<Row>({ caption, rows, rowKey, columns }: DataTableProps<Row>) {
  const media = columns.filter((c) => c.kind === 'media');
  const title = columns.find((c) => c.kind === 'title');
  const fields = columns.filter((c) => (c.kind ?? 'field') === 'field');
  const actions = columns.filter((c) => c.kind === 'action');
  return (
    <ul aria-label={caption} className="grid gap-3">
      {rows.map((row) => (
        <li key={rowKey(row)} className="rounded-2xl bg-white p-4 ring-1 ring-line">
          <div className="flex gap-3">
            {media.map((column) => (
              <div key={column.header} className="shrink-0">
                {column.cell(row)}
              </div>
            ))}
            <div className="min-w-0 flex-1">
              {title && <div className="font-bold break-words">{title.cell(row)}</div>}
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                {fields.map((column) => (
                  <div key={column.header} className={`min-w-0 ${column.wide ? 'col-span-2' : ''}`}>
                    <dt className="text-xs text-muted">{column.header}</dt>
                    <dd className="break-words">{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
          {actions.length > 0 && (
            <div className="mt-3 flex flex-wrap gap-2 border-t border-line pt-3 [&>*]:flex-1">
              {actions.map((column) => (
                <div key={column.header} className="flex gap-2 [&>*]:flex-1">
                  {column.cell(row)}
                </div>
              ))}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Grey blocks in the shape of the list while it loads. */
export function DataTableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div className="grid gap-3" role="status">
      <span className="sr-only">Loading…</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={index} className="h-20 animate-pulse rounded-2xl bg-white ring-1 ring-line" />
      ))}
    </div>
  );
}
