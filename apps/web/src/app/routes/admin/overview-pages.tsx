import { paths } from '@adepa/contract/paths';
import { Link, useParams } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { DataTableSkeleton } from '../../../components/ui/data-table';
import { ExportButton } from '../../../components/ui/export-button';
import { PageLoadError } from '../../../components/ui/page-load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import {
  BackupStatus,
  LowStockList,
  RegionSales,
  SalesChart,
  SmsStatus,
  StatTiles,
  useBackupStatus,
  useDashboard,
  useSalesReport,
} from '../../../features/admin-dashboard';
import { OrderDetails, OrderList, OrderTable, useOrder } from '../../../features/admin-orders';
import { ApiError } from '../../../lib/api-client';
import { AdminLayout } from './admin-layout';

// The back office's overview, one lazy chunk without form validation: Dashboard Summary (the
// eight tiles, SMS and backups, the last 30 days, sales by region, low stock, recent orders with
// View All), and the orders list and order details. It is what the owner opens first, often on a phone.

export function DashboardSummaryPage() {
  const summary = useDashboard();
  const report = useSalesReport();
  const backups = useBackupStatus();
  return (
    <AdminLayout title="Dashboard Summary">
      {summary.isError ? (
        <PageLoadError />
      ) : (
        <div className="grid gap-5">
          {summary.data ? (
            <StatTiles data={summary.data} report={report.data} />
          ) : (
            <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
              {Array.from({ length: 8 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <Skeleton key={index} className="h-24 rounded-2xl" />
              ))}
            </div>
          )}
          <div className="grid gap-5 lg:grid-cols-2">
            {summary.data && <SmsStatus sms={summary.data.sms} />}
            {backups.data && <BackupStatus status={backups.data} />}
          </div>
          {report.data ? (
            <>
              <SalesChart days={report.data.days} />
              <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
                <RegionSales regions={report.data.regions} />
                <LowStockList report={report.data} />
              </div>
            </>
          ) : report.isError ? null : (
            <Skeleton className="h-72 rounded-2xl" />
          )}
          <section aria-labelledby="recent-orders" className="grid gap-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="recent-orders" className="text-lg font-bold">
                Recent Orders
              </h2>
              <Link href={paths.admin.orders()} className={buttonClasses('secondary')}>
                View All
              </Link>
            </div>
            {!summary.data ? (
              <DataTableSkeleton rows={3} />
            ) : summary.data.recentOrders.length === 0 ? (
              <StatusMessage>No orders yet.</StatusMessage>
            ) : (
              <OrderTable caption="Recent Orders" orders={summary.data.recentOrders} />
            )}
          </section>
        </div>
      )}
    </AdminLayout>
  );
}

export function CustomerOrdersPage() {
  return (
    <AdminLayout
      title="Customers Orders"
      actions={<ExportButton path="/api/orders/export.csv" fileName="orders.csv" />}
    >
      <OrderList />
    </AdminLayout>
  );
}

export function AdminOrderDetailsPage() {
  const { orderId = '' } = useParams<{ orderId: string }>();
  const order = useOrder(orderId);
  return (
    <AdminLayout
      title={order.data ? `Order ${order.data.orderId}` : 'Order Details'}
      back={{ href: paths.admin.orders(), text: 'All orders' }}
    >
      {order.data ? (
        <OrderDetails order={order.data} />
      ) : order.error instanceof ApiError && order.error.status === 404 ? (
        <StatusMessage>This order does not exist, or it has been deleted.</StatusMessage>
      ) : order.isError ? (
        <PageLoadError />
      ) : (
        <Skeleton className="h-96 rounded-2xl" />
      )}
    </AdminLayout>
  );
}
