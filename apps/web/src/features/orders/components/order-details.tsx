import type { Order } from '@adepa/contract/orders';
import { paths } from '@adepa/contract/paths';
import type { OrderPayment } from '@adepa/contract/payments';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useCallback } from 'react';
import { Link } from 'wouter';
import { ArrowLeftIcon } from '../../../components/ui/action-icons';
import { buttonClasses } from '../../../components/ui/button';
import { PageLoadError } from '../../../components/ui/page-load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { displayPhone } from '../../../lib/phone-display';
import { ArrivalLine } from '../../delivery';
import { PaymentPanel } from '../../mobile-money';
import { useMyOrder } from '../api/get-my-order';
import { myOrderKeys } from '../api/keys';
import { OrderLines, OrderTotals } from './order-lines';
import { ReceiptLink } from './receipt-link';
import { DeliveryBadge, PaymentBadge } from './status-badges';

export function BackToOrdersLink() {
  return (
    <Link
      href={paths.myOrders()}
      className="inline-flex min-h-11 items-center gap-2 rounded-full text-sm font-semibold text-green hover:underline"
    >
      <ArrowLeftIcon className="size-5" />
      Back to My Orders
    </Link>
  );
}

/** One of my orders: its status, products, delivery details and totals. */
export function MyOrderDetails({ userId, orderId }: { userId: string; orderId: string }) {
  const query = useMyOrder(userId, orderId);
  if (query.isPending) return <DetailsSkeleton />;
  if (query.isError) {
    return query.error instanceof ApiError && query.error.status === 404 ? (
      <StatusMessage
        action={
          <Link href={paths.myOrders()} className={buttonClasses('secondary')}>
            Back to My Orders
          </Link>
        }
      >
        We could not find this order among yours.
      </StatusMessage>
    ) : (
      <PageLoadError />
    );
  }
  return <OrderView userId={userId} order={query.data} />;
}

function OrderView({ userId, order }: { userId: string; order: Order }) {
  const queryClient = useQueryClient();
  // The panel follows the payment live; once its status is no longer the order's, the order is
  // read again so its badge and its payment words follow.
  const onPayment = useCallback(
    (payment: OrderPayment) => {
      if (payment.status !== order.payment_status || payment.method !== order.payment_method) {
        void queryClient.invalidateQueries({ queryKey: myOrderKeys.details(userId) });
      }
    },
    [queryClient, userId, order.payment_status, order.payment_method],
  );
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="grid gap-6">
        {paymentOpen(order) && (
          <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-6">
            <Suspense fallback={<Skeleton className="h-40 rounded-xl" />}>
              <PaymentPanel orderId={order.orderId} onPayment={onPayment} />
            </Suspense>
          </section>
        )}
        <Card title="Order">
          <dl className="grid grid-cols-2 gap-4 text-sm">
            <Item term="Order Id">
              <span className="font-mono font-semibold">{order.orderId}</span>
            </Item>
            <Item term="Date">{formatDate(order.date)}</Item>
            <Item term="Payment Status">
              <PaymentBadge status={order.payment_status} />
            </Item>
            <Item term="Order Status">
              <DeliveryBadge status={order.delivery_status} />
            </Item>
          </dl>
          <ArrivalLine arrives={order.arrives} status={order.delivery_status} className="mt-4" />
        </Card>
        <Card title={`Products (${order.products.length})`}>
          <div className="-my-4">
            <OrderLines lines={order.products} />
          </div>
        </Card>
      </div>
      <div className="grid gap-6 lg:sticky lg:top-4">
        <Card title="Delivery">
          <dl className="grid gap-4 text-sm">
            <Item term="Delivery name">{order.name}</Item>
            <Item term="Contact phone">
              <a
                href={`tel:${order.phoneNumber}`}
                className="font-semibold text-green hover:underline"
              >
                {displayPhone(order.phoneNumber)}
              </a>
            </Item>
            <Item term="Region">{order.province}</Item>
            <Item term="Location">{order.area}</Item>
            {order.address && <Item term="House address">{order.address}</Item>}
          </dl>
        </Card>
        <Card title="Payment">
          <OrderTotals order={order} />
          <p className="mt-3 text-xs text-muted">{paymentWords(order)}</p>
          <div className="mt-4">
            <ReceiptLink orderId={order.orderId} />
          </div>
        </Card>
      </div>
    </div>
  );
}

/** A Mobile Money order its shopper still has to pay: waiting for them, or failed. */
function paymentOpen(order: Order): boolean {
  return (
    order.payment_method === 'mobile_money' &&
    (order.payment_status === 'awaiting_payment' || order.payment_status === 'payment_failed')
  );
}

const ON_DELIVERY = 'Payment On Delivery: you pay when it arrives.';

function paymentWords(order: Order): string {
  if (order.payment_method !== 'mobile_money') return ON_DELIVERY;
  switch (order.payment_status) {
    case 'paid':
      return 'Paid by Mobile Money: nothing to pay when it arrives.';
    case 'awaiting_payment':
      return 'Mobile Money: waiting for you to approve the payment on your phone.';
    case 'payment_failed':
      return 'Mobile Money: the payment did not go through. Try again, or pay on delivery.';
    default:
      return ON_DELIVERY; // unpaid: the shopper chose to pay on delivery after all
  }
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-6">
      <h2 className="mb-4 text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{term}</dt>
      <dd className="mt-1 break-words">{children}</dd>
    </div>
  );
}

function DetailsSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]" role="status">
      <span className="sr-only">Loading the order…</span>
      <Skeleton className="h-64 rounded-2xl" />
      <Skeleton className="h-64 rounded-2xl" />
    </div>
  );
}
