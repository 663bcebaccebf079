import type { AdminOrderPayment } from '@adepa/contract/payments';
import { RefundCard } from './refund-card';

// The order's refunds: money that came in and must go back to the shopper, each with where it
// stands and, while the owner may start it, its buttons (refund-card.tsx).

export function PaymentRefunds({ payment }: { payment: AdminOrderPayment }) {
  return (
    <div>
      <h3 className="text-sm font-bold">Refunds</h3>
      <ol className="mt-2 grid gap-2">
        {payment.refunds.map((refund) => (
          <RefundCard
            key={refund._id}
            refund={refund}
            wallet={payment.charges.find((c) => c.reference === refund.reference)?.wallet}
          />
        ))}
      </ol>
    </div>
  );
}
