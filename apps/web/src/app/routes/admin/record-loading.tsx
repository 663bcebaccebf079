import { PageLoadError } from '../../../components/ui/page-load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { ApiError } from '../../../lib/api-client';

type RecordLoadingProps = {
  what: 'product' | 'category' | 'order';
  query: { error: Error | null; isError: boolean };
};

/** What a page about one record shows while it loads, and when it cannot: gone (404) or failed. */
export function RecordLoading({ what, query }: RecordLoadingProps) {
  if (query.error instanceof ApiError && query.error.status === 404) {
    return <StatusMessage>This {what} does not exist, or it has been deleted.</StatusMessage>;
  }
  if (query.isError) return <PageLoadError />;
  return <Skeleton className="h-96 rounded-2xl" />;
}
