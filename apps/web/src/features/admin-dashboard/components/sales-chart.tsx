import { formatCedi } from '@adepa/contract/money';
import type { SalesReport } from '@adepa/contract/orders';
import { useId, useState } from 'react';

// Orders and revenue per day over the last 30 days: one bar chart, switched between the two
// figures. The bars are a stretched SVG (no text inside, so nothing distorts at phone width);
// the labels are HTML. The same figures are in a visually hidden table for screen readers.

type Metric = 'revenue' | 'orders';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-03" -> "3 Nov", read as a calendar date (no time zone shift). */
function dayLabel(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]}`;
}

export function SalesChart({ days }: { days: SalesReport['days'] }) {
  const [metric, setMetric] = useState<Metric>('revenue');
  const tableId = useId();
  const values = days.map((day) => (metric === 'revenue' ? day.revenue : day.orders));
  const max = Math.max(...values, 0);
  const scaleTop = max > 0 ? max : 1;
  const totalRevenue = days.reduce((sum, day) => sum + day.revenue, 0);
  const totalOrders = days.reduce((sum, day) => sum + day.orders, 0);
  const format = (n: number) => (metric === 'revenue' ? formatCedi(n) : String(n));
  const width = 300;
  const height = 120;
  const slot = width / Math.max(days.length, 1);

  return (
    <section
      aria-labelledby={`${tableId}-title`}
      className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`${tableId}-title`} className="text-base font-bold">
            Last 30 days
          </h2>
          <p className="mt-0.5 text-sm text-muted">
            <span className="font-bold text-ink">{formatCedi(totalRevenue)}</span> from{' '}
            <span className="font-bold text-ink">{totalOrders}</span>{' '}
            {totalOrders === 1 ? 'order' : 'orders'}
          </p>
        </div>
        <div className="flex rounded-full bg-cream p-1 ring-1 ring-line">
          {(['revenue', 'orders'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={metric === option}
              onClick={() => setMetric(option)}
              className={`min-h-10 rounded-full px-4 text-sm font-semibold capitalize ${
                metric === option ? 'bg-green text-white' : 'text-ink hover:text-green'
              }`}
            >
              {option}
            </button>
          ))}
        </div>
      </div>

      <div className="mt-4 flex gap-2" aria-hidden="true">
        <div className="flex w-14 shrink-0 flex-col justify-between text-right text-[11px] text-muted tabular-nums">
          <span>{format(max)}</span>
          <span>{format(0)}</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${width} ${height}`}
            preserveAspectRatio="none"
            aria-hidden="true"
            className="block h-40 w-full border-b border-l border-line sm:h-48"
            focusable="false"
          >
            {[0.25, 0.5, 0.75].map((line) => (
              <line
                key={line}
                x1="0"
                x2={width}
                y1={height * line}
                y2={height * line}
                stroke="var(--color-line)"
                strokeWidth="0.5"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {days.map((day, index) => {
              const value = values[index] ?? 0;
              const barHeight = (value / scaleTop) * (height - 4);
              return (
                <rect
                  key={day.date}
                  x={index * slot + slot * 0.15}
                  width={slot * 0.7}
                  y={height - barHeight}
                  height={barHeight}
                  rx="1"
                  fill={index === days.length - 1 ? 'var(--color-gold)' : 'var(--color-green)'}
                >
                  <title>{`${dayLabel(day.date)}: ${format(value)}`}</title>
                </rect>
              );
            })}
          </svg>
          <div className="mt-1 flex justify-between text-[11px] text-muted">
            <span>{days[0] && dayLabel(days[0].date)}</span>
            <span>{days[15] && dayLabel(days[15].date)}</span>
            <span>Today</span>
          </div>
        </div>
      </div>

      <table className="sr-only">
        <caption>Orders and revenue per day, last 30 days</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Orders</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{dayLabel(day.date)}</th>
              <td>{day.orders}</td>
              <td>{formatCedi(day.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
