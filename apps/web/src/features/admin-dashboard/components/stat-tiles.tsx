import type { SalesReport } from '@adepa/contract/orders';
import { paths } from '@adepa/contract/paths';
import { Link } from 'wouter';
import type { Dashboard } from '../api/dashboard-api';

// The dashboard's eight tiles: products, customers, all orders, recent, pending, processing,
// delivered and cancelled orders. "Recent Orders" counts the last seven days' orders, from the
// sales report; each tile opens the list behind it.

type Tile = {
  label: string;
  value: number | undefined;
  href: string;
  note?: string;
  tone?: string;
};

export function StatTiles({ data, report }: { data: Dashboard; report?: SalesReport }) {
  const lastWeek = report?.days.slice(-7).reduce((sum, day) => sum + day.orders, 0);
  const tiles: Tile[] = [
    { label: 'Total Products', value: data.totalProducts, href: paths.admin.products() },
    { label: 'Customers', value: data.customers, href: paths.admin.users() },
    { label: 'Total Orders', value: data.orders, href: paths.admin.orders() },
    {
      label: 'Recent Orders',
      value: lastWeek,
      href: paths.admin.orders(),
      note: 'last 7 days',
    },
    {
      label: 'Delivered',
      value: data.delivered,
      href: paths.admin.orders(),
      tone: 'border-green',
    },
    {
      label: 'Processing',
      value: data.processing,
      href: paths.admin.orders(),
      tone: 'border-[#1f4f8a]',
    },
    {
      label: 'Pending Orders',
      value: data.pendingOrders,
      href: paths.admin.orders(),
      tone: 'border-gold',
    },
    {
      label: 'Cancelled Orders',
      value: data.cancelledOrders,
      href: paths.admin.orders(),
      tone: 'border-red',
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {tiles.map((tile) => (
        <li key={tile.label}>
          <Link
            href={tile.href}
            className={`flex h-full flex-col rounded-2xl border-l-4 bg-white p-4 ring-1 ring-line transition-shadow hover:shadow-md ${
              tile.tone ?? 'border-transparent'
            }`}
          >
            <span className="text-sm font-semibold text-muted">{tile.label}</span>
            <span className="mt-1 text-3xl font-extrabold tabular-nums">{tile.value ?? '–'}</span>
            {tile.note && <span className="text-xs text-muted">{tile.note}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
