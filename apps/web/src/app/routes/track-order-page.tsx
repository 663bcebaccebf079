import { useSearchParams } from 'wouter';
import { TrackOrder } from '../../features/orders';
import { PageShell } from '../layouts/page-shell';

// /track-order (the FAQ promises tracking by order number and phone). ?orderId= fills in
// the order number, as the thank-you page's link does.

export function TrackOrderPage() {
  const [params] = useSearchParams();
  return (
    <PageShell title="Track your order">
      <p className="mt-2 max-w-2xl text-muted">
        Enter your order number and the phone number you ordered with to see where your order is.
      </p>
      <div className="mt-6">
        <TrackOrder initialOrderId={params.get('orderId') ?? ''} />
      </div>
    </PageShell>
  );
}
