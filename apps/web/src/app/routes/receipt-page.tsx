import { useParams, useSearchParams } from 'wouter';
import { PageHead, pageTitle } from '../../components/ui/page-head';
import { PageLoadError } from '../../components/ui/page-load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { ReceiptView, useReceipt } from '../../features/receipt';
import { ApiError } from '../../lib/api-client';
import { NotFoundPage } from './not-found-page';

/** An order's receipt, for whoever holds its link, its buyer and the staff working the orders. */
export function ReceiptPage() {
  const { orderId = '' } = useParams<{ orderId: string }>();
  const [params] = useSearchParams();
  const receipt = useReceipt(orderId, params.get('key') || undefined);
  if (receipt.error instanceof ApiError && receipt.error.status === 404) return <NotFoundPage />;
  return (
    <div className="px-0 py-6 sm:px-4 sm:py-10 print:p-0">
      <PageHead title={pageTitle(`Receipt ${orderId}`)} noindex />
      {receipt.isError ? (
        <PageLoadError />
      ) : receipt.data ? (
        <ReceiptView receipt={receipt.data} />
      ) : (
        <Skeleton className="mx-auto h-[36rem] max-w-sm rounded-2xl" />
      )}
    </div>
  );
}
