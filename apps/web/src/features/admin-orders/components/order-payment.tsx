import { formatCedi } from '@adepa/contract/money';
import type { Order } from '@adepa/contract/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/dates';
import { PaymentBadge } from '../../orders';
import { adminOrderKeys } from '../api/keys';
import { useOrderPayment } from '../api/order-api';
import {
  isPlainDelivery,
  owedTotal,
  PAYMENT_FLAG_WORDS,
  PAYMENT_METHOD_NAMES,
} from '../payment-words';
import { PaymentCharges } from './payment-charges';
import { PaymentRefunds } from './payment-refunds';

// The order's payment for the owner: how it is paid and where its money stands, on one line; a
// payment on delivery that never met the gateway stops there. Otherwise the Mobile Money charges
// follow, and the refunds, those still owed marked in red with the total owed beside the title.
// A paid order whose payment was disputed or reversed says first, in red, not to dispatch it.

export function OrderPayment({ order }: { order: Order }) {
  const query = useOrderPayment(order._id);
  const payment = query.data;
  const status = payment?.status ?? order.payment_status;
  const freshStatus = payment?.status;
  const method = payment?.method ?? order.payment_method;
  const owed = payment ? owedTotal(payment.refunds) : 0;

  // The payment is polled while a charge is on its way; once it settles, the order (its payment
  // status, the lists') is read again so the page says the same thing everywhere.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (freshStatus && freshStatus !== order.payment_status)
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
  }, [freshStatus, order.payment_status, queryClient]);

  return (
    <section
      aria-labelledby="order-payment"
      className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 id="order-payment" className="text-base font-bold">
          Payment
        </h2>
        <dl className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <dt className="sr-only">Method</dt>
          <dd className="font-semibold">{PAYMENT_METHOD_NAMES[method]}</dd>
          <dt className="sr-only">Payment Status</dt>
          <dd>
            <PaymentBadge status={status} look="soft" />
          </dd>
        </dl>
        {owed > 0 && (
          <p className="rounded-full bg-red px-2.5 py-0.5 text-xs font-bold text-white">
            {formatCedi(owed)} to refund
          </p>
        )}
      </div>
      {payment?.flag && order.delivery_status !== 'cancelled' && (
        <p
          role="alert"
          className="-mt-2 rounded-xl bg-red/5 px-3 py-2 text-sm font-semibold text-red"
        >
          {PAYMENT_FLAG_WORDS[payment.flag].line}
          {payment.flaggedAt && (
            <span className="block font-normal">Since {formatDateTime(payment.flaggedAt)}.</span>
          )}
        </p>
      )}
      {status === 'awaiting_payment' && payment?.holdUntil && (
        <p className="-mt-2 text-sm text-muted">
          The stock is held for this payment until {formatDateTime(payment.holdUntil)}.
        </p>
      )}
      {status === 'paid' &&
        payment &&
        !payment.stockHeld &&
        order.delivery_status !== 'cancelled' && (
          <p
            role="alert"
            className="-mt-2 rounded-xl bg-red/5 px-3 py-2 text-sm font-semibold text-red"
          >
            Paid after its products sold out: no stock is held for this order. Call the shopper, or
            cancel the order and refund the money.
          </p>
        )}
      {query.isError ? (
        <p className="text-sm text-red">The payment's charges could not be loaded.</p>
      ) : !payment ? (
        method === 'mobile_money' && <Skeleton className="h-24 rounded-xl" />
      ) : (
        !isPlainDelivery(payment) && (
          <>
            {payment.refunds.length > 0 && <PaymentRefunds payment={payment} />}
            {payment.charges.length > 0 ? (
              <PaymentCharges payment={payment} />
            ) : (
              <p className="text-sm text-muted">No Mobile Money charge yet.</p>
            )}
          </>
        )
      )}
    </section>
  );
}
