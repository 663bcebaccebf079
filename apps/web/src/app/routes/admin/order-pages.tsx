import { paths } from '@adepa/contract/paths';
import { mayDo } from '@adepa/contract/staff-actions';
import { useParams } from 'wouter';
import { ExportButton } from '../../../components/ui/export-button';
import { OpenRefunds, OrderDetails, OrderList, useOrder } from '../../../features/admin-orders';
import { useStaffRole } from '../../../lib/session';
import { AdminLayout } from './admin-layout';
import { RecordLoading } from './record-loading';

// The customers' orders: the list (with its CSV export), one order's details, and the refunds not
// yet made (deleted orders' too).

export function CustomerOrdersPage() {
  const mayExport = mayDo(useStaffRole(), 'exportOrders');
  return (
    <AdminLayout
      title="Customers Orders"
      actions={mayExport && <ExportButton path="/api/orders/export.csv" fileName="orders.csv" />}
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
      ) : (
        <RecordLoading what="order" query={order} />
      )}
    </AdminLayout>
  );
}

export function RefundsPage() {
  return (
    <AdminLayout
      title="Refunds to make"
      back={{ href: paths.admin.dashboard(), text: 'Dashboard' }}
    >
      <OpenRefunds />
    </AdminLayout>
  );
}
