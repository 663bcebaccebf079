import { formatCedi } from '@adepa/contract/money';
import type { AdminOrder as Order } from '@adepa/contract/orders';
import { paths } from '@adepa/contract/paths';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { RowButton, RowLink } from '../../../components/ui/row-action';
import { formatDate } from '../../../lib/dates';
import { DeliveryBadge, PaymentBadge } from '../../orders';
import { PAYMENT_FLAG_WORDS } from '../payment-words';

// The admin orders table: Order Id, Payment Status, Order Status, Date, Account ('Has Account' or
// 'No Account' by the order's user id), Action (view), Delete. The customer's name and the total
// are added: the owner looks for both first. An order paid by Mobile Money carries a "MoMo" tag
// beside its payment status: its money comes through Paystack, not the rider. A paid order whose
// payment was disputed or reversed carries a red tag saying which, so it is not dispatched.

type OrderTableProps = {
  caption: string;
  orders: Order[];
  /** Without it (the dashboard's recent orders) there is no Delete column. */
  onDelete?: (order: Order) => void;
  deletingId?: string;
};

export function OrderTable({ caption, orders, onDelete, deletingId }: OrderTableProps) {
  const columns: Column<Order>[] = [
    {
      header: 'Order Id',
      kind: 'title',
      cell: (o) => <span className="font-mono font-bold">{o.orderId}</span>,
    },
    { header: 'Customer', cell: (o) => o.name },
    {
      header: 'Total',
      cell: (o) => <span className="whitespace-nowrap">{formatCedi(o.totalPrice)}</span>,
    },
    {
      header: 'Payment Status',
      cell: (o) => (
        <span className="inline-flex flex-wrap items-center gap-1.5 md:flex-nowrap">
          <PaymentBadge status={o.payment_status} look="soft" />
          {o.payment_method === 'mobile_money' && <MomoTag />}
          {o.payment_flag && <PaymentFlagTag flag={o.payment_flag} />}
        </span>
      ),
    },
    {
      header: 'Order Status',
      cell: (o) => <DeliveryBadge status={o.delivery_status} look="soft" />,
    },
    {
      header: 'Date',
      cell: (o) => <span className="whitespace-nowrap">{formatDate(o.date)}</span>,
    },
    {
      header: 'Account',
      cell: (o) => (
        <span className="whitespace-nowrap">{o.userId ? 'Has Account' : 'No Account'}</span>
      ),
    },
    {
      header: 'Action',
      kind: 'action',
      cell: (o) => (
        <RowLink href={paths.admin.order(o.orderId)} aria-label={`View order ${o.orderId}`}>
          View
        </RowLink>
      ),
    },
  ];
  if (onDelete) {
    columns.push({
      header: 'Delete',
      kind: 'action',
      cell: (o) => (
        <RowButton
          tone="delete"
          aria-label={`Delete order ${o.orderId}`}
          disabled={deletingId === o._id}
          onClick={() => onDelete(o)}
        >
          {deletingId === o._id ? 'Deleting…' : 'Delete'}
        </RowButton>
      ),
    });
  }
  return <DataTable caption={caption} rows={orders} rowKey={(o) => o._id} columns={columns} />;
}

function PaymentFlagTag({ flag }: { flag: NonNullable<Order['payment_flag']> }) {
  const { tag, hint } = PAYMENT_FLAG_WORDS[flag];
  return (
    <span
      title={hint}
      className="rounded-full bg-red px-2 py-0.5 text-xs font-bold whitespace-nowrap text-white"
    >
      {tag}
    </span>
  );
}

function MomoTag() {
  return (
    <span
      title="Mobile Money"
      className="rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap text-green-dark ring-1 ring-green/50"
    >
      MoMo
    </span>
  );
}
