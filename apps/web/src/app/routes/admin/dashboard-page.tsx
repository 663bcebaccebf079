import { paths } from '@adepa/contract/paths';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { DataTableSkeleton } from '../../../components/ui/data-table';
import { PageLoadError } from '../../../components/ui/page-load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import {
  BackupStatus,
  FlaggedOrders,
  LowStockList,
  PaymentsStatus,
  RefundsDue,
  RegionSales,
  SalesChart,
  SmsStatus,
  StatTiles,
  useBackupStatus,
  useDashboard,
  useSalesReport,
} from '../../../features/admin-dashboard';
import { OrderTable } from '../../../features/admin-orders';
import { TwoStepPrompt } from '../../../features/admin-two-step';
import { AdminLayout } from './admin-layout';

// Dashboard Summary: the way to two-step sign-in while it is off, a warning of paid orders whose
// payment is in doubt, the eight tiles, the
// refunds not yet made, SMS, backups and Mobile Money, the last 30 days, sales by region, low
// stock, and the recent orders with View All.

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
          <TwoStepPrompt />
          {summary.data && <FlaggedOrders count={summary.data.flaggedOrders} />}
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
          {summary.data && <RefundsDue count={summary.data.openRefunds} />}
          <div className="grid gap-5 lg:grid-cols-2">
            {summary.data && <SmsStatus sms={summary.data.sms} />}
            {backups.data && <BackupStatus status={backups.data} />}
            {summary.data?.payments && <PaymentsStatus payments={summary.data.payments} />}
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
