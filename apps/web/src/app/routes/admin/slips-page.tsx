import { paths } from '@adepa/contract/paths';
import { ghanaDay } from '@adepa/contract/tax';
import { useLocation, useSearchParams } from 'wouter';
import { Button } from '../../../components/ui/button';
import { PageLoadError } from '../../../components/ui/page-load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { RiderSlip, useOrder, useSlips } from '../../../features/admin-orders';
import { AdminLayout } from './admin-layout';

// The riders' slips: every order of a day still to deliver, or one order's (from its page), each
// printed on a page of its own. The day is in the address, so a reload or a shared link keeps it.

export function SlipsPage() {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const orderId = params.get('order') ?? '';
  const day = params.get('day') || ghanaDay(new Date());
  const one = useOrder(orderId, Boolean(orderId));
  const slips = useSlips(day, !orderId);
  const query = orderId ? one : slips;
  const orders = orderId ? (one.data ? [one.data] : undefined) : slips.data?.orders;
  return (
    <AdminLayout title="Delivery Slips">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3 print:hidden">
        {!orderId && (
          <label className="grid gap-1.5 text-sm font-semibold">
            Orders placed on
            <input
              type="date"
              value={day}
              max={ghanaDay(new Date())}
              onChange={(event) =>
                event.target.value && navigate(paths.admin.slips({ day: event.target.value }))
              }
              className="h-12 rounded-xl border border-field bg-white px-3 text-base"
            />
          </label>
        )}
        {orders && orders.length > 0 && (
          <Button onClick={() => window.print()} className="min-h-12">
            {orders.length === 1 ? 'Print slip' : `Print ${orders.length} slips`}
          </Button>
        )}
      </div>
      {query.isError ? (
        <PageLoadError />
      ) : !orders ? (
        <Skeleton className="h-72 max-w-md rounded-2xl" />
      ) : orders.length === 0 ? (
        <StatusMessage>No orders of that day are waiting for delivery.</StatusMessage>
      ) : (
        <div className="grid max-w-md gap-4 print:max-w-none print:gap-0">
          {orders.map((order) => (
            <RiderSlip key={order._id} order={order} />
          ))}
        </div>
      )}
    </AdminLayout>
  );
}
