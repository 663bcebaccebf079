import {
  DELETE_FAILED,
  NO_MORE_ORDERS_NEXT,
  NO_MORE_ORDERS_PREVIOUS,
  ORDER_DELETED,
} from '@adepa/contract/messages';
import type { AdminOrder as Order } from '@adepa/contract/orders';
import { mayDo } from '@adepa/contract/staff-actions';
import { useEffect } from 'react';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { DataTableSkeleton } from '../../../components/ui/data-table';
import { PageLoadError } from '../../../components/ui/page-load-error';
import { PagedFooter } from '../../../components/ui/paged-footer';
import { StatusMessage } from '../../../components/ui/status-message';
import { toast } from '../../../components/ui/toast';
import { useStaffRole } from '../../../lib/session';
import { usePageParam } from '../../../lib/use-page-param';
import { useDeleteOrder, useOrders } from '../api/order-api';
import { OrderFilters } from './order-filters';
import { OrderTable } from './order-table';
import { useOrderSearch } from './use-order-search';

export const CONFIRM_DELETE_ORDER = 'Are you sure you want to delete this order?';

/** Customers Orders: the orders found (every one without a search), newest first, ten a page. */
export function OrderList() {
  const [page, setPage] = usePageParam();
  const [search, setSearch] = useOrderSearch();
  const { data, isPending, isError } = useOrders(page, search);
  const searching = Object.values(search).some(Boolean);
  const remove = useDeleteOrder();
  const mayDelete = mayDo(useStaffRole(), 'deleteAnyOrder');
  const [confirmDialog, confirm] = useConfirm();

  const pages = data?.numberOfPages ?? 0;
  useEffect(() => {
    if (data && page > 1 && page > pages) setPage(Math.max(pages, 1));
  }, [data, page, pages, setPage]);

  async function onDelete(order: Order) {
    if (!(await confirm(CONFIRM_DELETE_ORDER))) return;
    remove.mutate(order._id, {
      onSuccess: () => toast.success(ORDER_DELETED),
      onError: () => toast.error(DELETE_FAILED),
    });
  }

  const filters = <OrderFilters search={search} onSearch={setSearch} count={data?.count} />;
  if (isPending)
    return (
      <>
        {filters}
        <DataTableSkeleton />
      </>
    );
  if (isError)
    return (
      <>
        {filters}
        <PageLoadError />
      </>
    );
  return (
    <>
      {filters}
      {data.orders.length === 0 ? (
        <StatusMessage>
          {searching
            ? 'No orders match this search. Try another spelling, or clear the filters.'
            : 'No orders yet. New orders show here as soon as they are placed.'}
        </StatusMessage>
      ) : (
        <OrderTable
          caption="Customers Orders"
          orders={data.orders}
          onDelete={mayDelete ? (order) => void onDelete(order) : undefined}
          deletingId={remove.isPending ? remove.variables : undefined}
        />
      )}
      <PagedFooter
        page={data.currentPage}
        pages={data.numberOfPages}
        label="Order pages"
        onPage={setPage}
        onEnd={(direction) =>
          toast.error(direction === 'next' ? NO_MORE_ORDERS_NEXT : NO_MORE_ORDERS_PREVIOUS)
        }
      />
      {confirmDialog}
    </>
  );
}
