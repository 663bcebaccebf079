import { PageLoadError } from '../../../components/ui/page-load-error';
import { PagedFooter } from '../../../components/ui/paged-footer';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { toast } from '../../../components/ui/toast';
import { MessageList, useMessages } from '../../../features/admin-messages';
import { usePageParam } from '../../../lib/use-page-param';
import { AdminLayout } from './admin-layout';

// The contact form's messages, newest first, each marked handled once answered.

export function MessagesPage() {
  const [page, setPage] = usePageParam();
  const messages = useMessages(page);
  return (
    <AdminLayout title="Messages">
      {messages.isError ? (
        <PageLoadError />
      ) : !messages.data ? (
        <Skeleton className="h-64 rounded-2xl" />
      ) : messages.data.messages.length === 0 ? (
        <StatusMessage>No messages yet.</StatusMessage>
      ) : (
        <>
          <MessageList messages={messages.data.messages} />
          <PagedFooter
            page={page}
            pages={messages.data.numberOfPages}
            label="Message pages"
            onPage={setPage}
            onEnd={() => toast.error('No more messages to display')}
          />
        </>
      )}
    </AdminLayout>
  );
}
