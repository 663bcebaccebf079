import { paths } from '@adepa/contract/paths';
import { Link } from 'wouter';
import { DataTableSkeleton } from '../../../components/ui/data-table';
import { PageLoadError } from '../../../components/ui/page-load-error';
import { StatusMessage } from '../../../components/ui/status-message';
import { useOpenRefunds } from '../api/order-api';
import { RefundCard } from './refund-card';

// Every refund not yet made, the oldest first, each under its order's number: owed, on its way at
// Paystack, failed, or waiting for the owner on Paystack's dashboard. A deleted order has no page
// of its own, so each refund can be made from here.

export function OpenRefunds() {
  const query = useOpenRefunds();
  if (query.isError) return <PageLoadError />;
  if (!query.data) return <DataTableSkeleton rows={3} />;
  if (query.data.length === 0)
    return <StatusMessage>No refunds to make: every refund is made.</StatusMessage>;
  return (
    <ol aria-label="Refunds not yet made" className="grid gap-3 lg:grid-cols-2">
      {query.data.map((refund) => (
        <RefundCard
          key={refund._id}
          refund={refund}
          wallet={refund.wallet}
          about={
            <p className="mb-1 font-semibold">
              {refund.order.deleted ? (
                <>Order {refund.order.orderId} (deleted)</>
              ) : (
                <Link
                  href={paths.admin.order(refund.order.orderId)}
                  className="text-green underline underline-offset-2"
                >
                  Order {refund.order.orderId}
                </Link>
              )}
            </p>
          }
        />
      ))}
    </ol>
  );
}
