import { formatCedi } from '@adepa/contract/money';
import type { SalesReport } from '@adepa/contract/orders';

/** Sales by region: one bar per region that ordered, longest first. Plain text carries the figures. */
export function RegionSales({ regions }: { regions: SalesReport['regions'] }) {
  const sorted = [...regions].sort((a, b) => b.revenue - a.revenue);
  const top = Math.max(...sorted.map((region) => region.revenue), 1);
  return (
    <section className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6">
      <h2 className="text-base font-bold">Sales by region</h2>
      {sorted.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No sales yet.</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {sorted.map((region) => (
            <li key={region.province} className="text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <span className="font-semibold">{region.province}</span>
                <span className="text-right tabular-nums">
                  <span className="font-bold">{formatCedi(region.revenue)}</span>
                  <span className="text-muted">
                    {' '}
                    · {region.orders} {region.orders === 1 ? 'order' : 'orders'}
                  </span>
                </span>
              </div>
              <div
                className="mt-1 h-2.5 overflow-hidden rounded-full bg-green-soft"
                aria-hidden="true"
              >
                <div
                  className="h-full rounded-full bg-green"
                  style={{ width: `${Math.max((region.revenue / top) * 100, 2)}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
