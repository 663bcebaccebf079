import { paths } from '@adepa/contract/paths';
import { useParams } from 'wouter';
import { ExportButton } from '../../../components/ui/export-button';
import { OpenRefunds, OrderDetails, OrderList, useOrder } from '../../../features/admin-orders';
import { AdminLayout } from './admin-layout';
import { RecordLoading } from './record-loading';

// The customers' orders: the list (with its CSV export), one order's details, and the refunds not
// yet made (deleted orders' too).

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
