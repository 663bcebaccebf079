import { ORDER_STATUS_UPDATED } from '@adepa/contract/admin-messages';
import { windowText } from '@adepa/contract/arrival';
import { DELETE_FAILED, ORDER_DELETED } from '@adepa/contract/messages';
import type { AdminOrder as Order } from '@adepa/contract/orders';
import { paths } from '@adepa/contract/paths';
import { mayDo } from '@adepa/contract/staff-actions';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { formatDate } from '../../../lib/dates';
import { displayPhone } from '../../../lib/phone-display';
import { useStaffRole } from '../../../lib/session';
import { HistorySection } from '../../admin-activity';
import { OrderTotals, ReceiptLink } from '../../orders';
import { useDeleteOrder } from '../api/order-api';
import { EvatInvoiceForm } from './evat-invoice-form';
import { OrderLines } from './order-lines';
import { CONFIRM_DELETE_ORDER } from './order-list';
import { OrderMessages } from './order-messages';
import { OrderPayment } from './order-payment';
import { StatusSelect } from './status-select';

// Admin order details: the customer's view of the order plus the status dropdown, the payment
// (its Mobile Money charges and the refunds owed), its history with the staff's notes, its
// receipt, and (the owner's) the E-VAT invoice number and deletion.

export function OrderDetails({ order }: { order: Order }) {
  const remove = useDeleteOrder();
  const [confirmDialog, confirm] = useConfirm();
  const [, navigate] = useLocation();
  const role = useStaffRole();
  const mayDelete = mayDo(role, 'deleteAnyOrder');

  async function onDelete() {
    if (!(await confirm(CONFIRM_DELETE_ORDER))) return;
    remove.mutate(order._id, {
      onSuccess: () => {
        toast.success(ORDER_DELETED);
        navigate(paths.admin.orders());
      },
      onError: () => toast.error(DELETE_FAILED),
    });
  }

  return (
    <div className="grid gap-5 lg:grid-cols-[1fr_20rem] lg:items-start">
      <div className="grid gap-5">
        <section className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-line sm:grid-cols-2 sm:p-6">
          <StatusSelect order={order} onSaved={() => toast.success(ORDER_STATUS_UPDATED)} />
          <dl className="grid grid-cols-[auto_1fr] content-start gap-x-4 gap-y-2 text-sm">
            <Row term="Order Id">
              <span className="font-mono font-bold">{order.orderId}</span>
            </Row>
            <Row term="Date">{formatDate(order.date)}</Row>
          </dl>
        </section>
        <OrderPayment order={order} />
        <OrderLines order={order} />
        <OrderMessages orderId={order._id} />
        <HistorySection subject={{ kind: 'order', id: order._id }} />
      </div>
      <div className="grid gap-5">
        <section className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6">
          <h2 className="text-base font-bold">Delivery</h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <Row term="Name">{order.name}</Row>
            <Row term="Phone">
              <a
                href={`tel:${order.phoneNumber.replace(/\s/g, '')}`}
                className="-my-2.5 inline-block py-2.5 font-semibold text-green underline underline-offset-2"
              >
                {displayPhone(order.phoneNumber)}
              </a>
            </Row>
            {order.email && (
              <Row term="Email">
                <a href={`mailto:${order.email}`} className="break-all text-green underline">
                  {order.email}
                </a>
              </Row>
            )}
            <Row term="Region">{order.province}</Row>
            <Row term="Area">{order.area}</Row>
            {order.address && <Row term="Address">{order.address}</Row>}
            {order.deliveryNote && <Row term="Note">{order.deliveryNote}</Row>}
            {order.arrives && <Row term="Promised">{windowText(order.arrives)}</Row>}
            <Row term="Account">{order.userId ? 'Has Account' : 'No Account'}</Row>
          </dl>
        </section>
        <section className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6">
          <h2 className="mb-3 text-base font-bold">Totals</h2>
          <OrderTotals order={order} />
          <div className="mt-4 flex flex-wrap gap-2">
            <ReceiptLink orderId={order.orderId} />
            <Link
              href={paths.admin.slips({ order: order._id })}
              className={buttonClasses('secondary', 'min-h-11')}
            >
              Rider's slip
            </Link>
          </div>
        </section>
        {mayDo(role, 'writeEvatInvoice') && <EvatInvoiceForm order={order} />}
        {mayDelete && (
          <Button
            variant="danger"
            onClick={() => void onDelete()}
            disabled={remove.isPending}
            className="w-full"
          >
            {remove.isPending ? 'Deleting…' : 'Delete Order'}
          </Button>
        )}
      </div>
      {confirmDialog}
    </div>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{term}</dt>
      <dd className="min-w-0 font-medium break-words">{children}</dd>
    </>
  );
}
