import { formatCedi } from '@adepa/contract/money';
import { useState } from 'react';
import { ExportButton } from '../../../components/ui/export-button';
import { PageLoadError } from '../../../components/ui/page-load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTaxReport } from '../api/tax-api';

// A month's sales and the tax they include, for the accountant's VAT return: on screen, and
// order by order as a spreadsheet.

const thisMonth = () => new Date().toISOString().slice(0, 7);

export function TaxReportSection() {
  const [month, setMonth] = useState(thisMonth);
  const report = useTaxReport(month);
  const data = report.data;
  const rows: [string, string][] = data
    ? [
        [
          'Sales',
          `${formatCedi(data.sales)} (${data.orders} ${data.orders === 1 ? 'order' : 'orders'})`,
        ],
        [
          'Of which placed while registered',
          `${formatCedi(data.taxedSales)} (${data.taxedOrders})`,
        ],
        ['Tax included', formatCedi(data.included)],
        ['VAT 15%', formatCedi(data.vat)],
        ['NHIL 2.5%', formatCedi(data.nhil)],
        ['GETFund 2.5%', formatCedi(data.getfund)],
        ['Sales without the tax', formatCedi(data.net)],
      ]
    : [];
  return (
    <section
      aria-labelledby="tax-report-title"
      className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="tax-report-title" className="text-base font-bold">
            Monthly tax total
          </h2>
          <p className="mt-1 text-sm text-muted">
            Orders placed in the month, without cancelled ones and Mobile Money never paid.
          </p>
        </div>
        <label className="grid gap-1.5 text-sm font-semibold">
          Month
          <input
            type="month"
            value={month}
            max={thisMonth()}
            onChange={(event) => event.target.value && setMonth(event.target.value)}
            className="h-12 rounded-xl border border-field bg-white px-3 text-base"
          />
        </label>
      </div>
      {report.isError ? (
        <PageLoadError />
      ) : !data ? (
        <Skeleton className="h-56 rounded-xl" />
      ) : (
        <dl className="grid gap-2 text-sm" aria-busy={report.isFetching}>
          {rows.map(([term, value]) => (
            <div
              key={term}
              className="flex items-baseline justify-between gap-3 border-b border-line pb-2"
            >
              <dt className="text-muted">{term}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div>
        <ExportButton
          path={`/api/orders/tax-report.csv?month=${month}`}
          fileName={`tax-${month}.csv`}
        />
      </div>
    </section>
  );
}
