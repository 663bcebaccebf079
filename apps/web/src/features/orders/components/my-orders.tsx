import {
  DELETE_FAILED,
  NO_MORE_ORDERS_NEXT,
  NO_MORE_ORDERS_PREVIOUS,
  ORDER_DELETED,
} from '@adepa/contract/messages';
import type { Order } from '@adepa/contract/orders';
import { paths } from '@adepa/contract/paths';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { PageLoadError } from '../../../components/ui/page-load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { toast } from '../../../components/ui/toast';
import { listPage } from '../../../lib/use-page-param';
import { useDeleteOrder } from '../api/delete-order';
import { useMyOrders } from '../api/get-my-orders';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { OrdersList } from './orders-list';
import { PrevNextPaging } from './prev-next-paging';

/** My Orders: the signed-in customer's orders, 10 a page (?page=n), with view and delete. */
export function MyOrders({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams();
  const page = listPage(params);
  const query = useMyOrders(userId, page);
  const remove = useDeleteOrder(userId);
  const [toDelete, setToDelete] = useState<Order | null>(null);
  const [deletedCount, setDeletedCount] = useState(0);
  const listRef = useRef<HTMLElement>(null);
  const emptyRef = useRef<HTMLDivElement>(null);
  const data = query.data;

  const goTo = (next: number, replace = false) =>
    setParams(next > 1 ? { page: String(next) } : {}, { replace });

  // Deleting the last order of the last page (or an old link) leaves a page past the end.
  const pastTheEnd =
    data && !query.isPlaceholderData && data.orders.length === 0 && page > data.numberOfPages;
  const lastPage = Math.max(data?.numberOfPages ?? 1, 1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: goTo is rebuilt each render but only navigates
  useEffect(() => {
    if (pastTheEnd && page > 1) goTo(lastPage, true);
  }, [pastTheEnd, page, lastPage]);

  // After a delete the row (and the button that had focus) is gone: the list (or, when that was
  // the last order, the empty message) takes focus.
  useEffect(() => {
    if (deletedCount > 0) (listRef.current ?? emptyRef.current)?.focus();
  }, [deletedCount]);

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => {
        toast.success(ORDER_DELETED);
        setDeletedCount((count) => count + 1);
      },
      onError: () => toast.error(DELETE_FAILED),
      onSettled: () => setToDelete(null),
    });
  }

  if (query.isPending) return <OrdersSkeleton />;
  if (query.isError || !data) return <PageLoadError />;
  if (data.orders.length === 0 && page === 1) {
    return (
      <div ref={emptyRef} tabIndex={-1} className="focus:outline-none">
        <StatusMessage
          action={
            <Link href={paths.shop()} className={buttonClasses('primary')}>
              Start shopping
            </Link>
          }
        >
          You have not placed any orders yet.
        </StatusMessage>
      </div>
    );
  }

  const caption = `Your orders, page ${data.currentPage} of ${Math.max(data.numberOfPages, 1)}`;
  return (
    <>
      <section
        ref={listRef}
        tabIndex={-1}
        aria-label={caption}
        aria-busy={query.isPlaceholderData}
        className={`focus:outline-none ${query.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        <OrdersList
          orders={data.orders}
          caption={caption}
          detailsHref={(order) => paths.myOrder(order.orderId)}
          onDelete={setToDelete}
        />
      </section>
      <PrevNextPaging
        page={page}
        pages={data.numberOfPages}
        label="Order pages"
        onPage={(next) => {
          goTo(next);
          listRef.current?.scrollIntoView({ block: 'nearest' });
        }}
        onNoNext={() => toast.error(NO_MORE_ORDERS_NEXT)}
        onNoPrevious={() => toast.error(NO_MORE_ORDERS_PREVIOUS)}
      />
      <ConfirmDeleteDialog
        orderId={toDelete?.orderId ?? null}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}

function OrdersSkeleton() {
  return (
    <div className="grid gap-3" role="status">
      <span className="sr-only">Loading your orders…</span>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-16 rounded-2xl" />
      ))}
    </div>
  );
}
