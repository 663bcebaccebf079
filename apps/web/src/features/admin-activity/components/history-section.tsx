import { Skeleton } from '../../../components/ui/skeleton';
import { useActivity } from '../api/activity-api';
import { ActivityEntries } from './activity-entries';
import { OrderNoteForm } from './order-note-form';

// One order's or one product's history on its back-office page: every change with who made it,
// and, on an order, the staff's private notes with a form to add one.

type HistoryProps = { subject: { kind: 'order' | 'product'; id: string } };

export function HistorySection({ subject }: HistoryProps) {
  const history = useActivity({ subject: `${subject.kind}:${subject.id}` });
  const headingId = `history-${subject.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6"
    >
      <h2 id={headingId} className="text-base font-bold">
        History
      </h2>
      <p className="mt-0.5 text-sm text-muted">
        {subject.kind === 'order'
          ? 'Who changed this order, and the staff’s notes. The buyer never sees them.'
          : 'Who changed this product, its prices and its stock.'}
      </p>
      {subject.kind === 'order' && <OrderNoteForm orderId={subject.id} />}
      <div className="mt-4">
        {history.isError ? (
          <p className="text-sm text-red">The history could not be loaded.</p>
        ) : !history.data ? (
          <Skeleton className="h-24 rounded-xl" />
        ) : history.data.entries.length === 0 ? (
          <p className="text-sm text-muted">No changes yet.</p>
        ) : (
          <ActivityEntries entries={history.data.entries} />
        )}
      </div>
    </section>
  );
}
