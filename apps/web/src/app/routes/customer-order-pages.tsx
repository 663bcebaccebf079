import { useParams } from 'wouter';
import { BackToOrdersLink, MyOrderDetails, MyOrders } from '../../features/orders';
import { useSession } from '../../lib/session';
import { PageShell } from '../layouts/page-shell';

// My Orders and one order's details: a lazy chunk of their own (no form validation in it). The
// guard in routes.tsx lets only signed-in people in; data is cached per user (user-data-key.ts).

export function MyOrdersPage() {
  const { session } = useSession();
  if (!session) return null;
  return (
    <PageShell title="My Orders">
      <p className="mt-2 text-muted">Orders you placed while logged in, newest first.</p>
      <div className="mt-6">
        <MyOrders userId={session._id} />
      </div>
    </PageShell>
  );
}

export function MyOrderDetailsPage() {
  const { session } = useSession();
  const { orderId = '' } = useParams<{ orderId: string }>();
  if (!session) return null;
  return (
    <PageShell title="Order Details">
      <div className="mt-1 mb-4">
        <BackToOrdersLink />
      </div>
      <MyOrderDetails userId={session._id} orderId={orderId} />
    </PageShell>
  );
}
