import type { Order } from '@adepa/contract/orders';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { TrashIcon } from '../../../components/ui/action-icons';
import { EyeIcon } from '../../../components/ui/control-icons';
import { formatDate } from '../../../lib/dates';
import { DeliveryBadge, PaymentBadge } from './status-badges';

type OrdersListProps = {
  orders: readonly Order[];
  detailsHref: (order: Order) => string;
  onDelete: (order: Order) => void;
  /** Names the table for screen readers ("Your orders, page 1 of 3"). */
  caption: string;
};

const th = 'px-4 py-3 text-left text-xs font-bold tracking-wide text-muted uppercase';
const td = 'px-4 py-3 align-middle';
const viewLink =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-green hover:bg-green-soft';
const deleteButton =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-red hover:bg-red/5';

/** Orders as a table from 768 px, as cards on phones. */
export function OrdersList({ orders, detailsHref, onDelete, caption }: OrdersListProps) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-line bg-cream">
            <tr>
              <th scope="col" className={th}>
                Order Id
              </th>
              <th scope="col" className={th}>
                Payment Status
              </th>
              <th scope="col" className={th}>
                Order Status
              </th>
              <th scope="col" className={th}>
                Date
              </th>
              <th scope="col" className={th}>
                Action
              </th>
              <th scope="col" className={th}>
                Delete
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {orders.map((order) => (
              <tr key={order._id} className="hover:bg-cream/60">
                <th scope="row" className={`${td} text-left font-mono font-semibold`}>
                  {order.orderId}
                </th>
                <td className={td}>
                  <PaymentBadge status={order.payment_status} />
                </td>
                <td className={td}>
                  <DeliveryBadge status={order.delivery_status} />
                </td>
                <td className={`${td} whitespace-nowrap`}>{formatDate(order.date)}</td>
                <td className={td}>
                  <ViewLink order={order} href={detailsHref(order)} />
                </td>
                <td className={td}>
                  <DeleteButton order={order} onDelete={onDelete} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={caption} className="grid gap-3 md:hidden">
        {orders.map((order) => (
          <li key={order._id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
            <div className="flex items-start justify-between gap-3">
              <p className="font-mono font-semibold">{order.orderId}</p>
              <p className="shrink-0 text-sm text-muted">{formatDate(order.date)}</p>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
              <CardFact term="Payment Status">
                <PaymentBadge status={order.payment_status} />
              </CardFact>
              <CardFact term="Order Status">
                <DeliveryBadge status={order.delivery_status} />
              </CardFact>
            </dl>
            <div className="mt-3 flex items-center justify-between border-t border-line pt-2">
              <ViewLink order={order} href={detailsHref(order)} />
              <DeleteButton order={order} onDelete={onDelete} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function CardFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted">{term}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

function ViewLink({ order, href }: { order: Order; href: string }) {
  return (
    <Link href={href} className={viewLink}>
      <EyeIcon className="size-5" />
      View<span className="sr-only"> order {order.orderId}</span>
    </Link>
  );
}

function DeleteButton({ order, onDelete }: { order: Order; onDelete: (order: Order) => void }) {
  return (
    <button type="button" onClick={() => onDelete(order)} className={deleteButton}>
      <TrashIcon className="size-5" />
      Delete<span className="sr-only"> order {order.orderId}</span>
    </button>
  );
}
