import { PHONE_HINT } from '@adepa/contract/messages';
import type { TrackedOrder } from '@adepa/contract/orders';
import { type RefObject, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { PhoneField, TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { ArrivalLine } from '../../delivery';
import { useTrackOrder } from '../api/track-order';
import { OrderLines, OrderTotals } from './order-lines';
import { OrderProgress } from './order-progress';
import { ReceiptLink } from './receipt-link';
import { DeliveryBadge, PaymentBadge } from './status-badges';

const loadTrackOrderSchema = () => import('@adepa/contract/orders').then((m) => m.trackOrderSchema);

/**
 * Track an order with its number and the phone number it was placed with (the FAQ's promise):
 * anyone may ask, so the answer holds the status and the products, nothing personal.
 */
export function TrackOrder({ initialOrderId }: { initialOrderId: string }) {
  const form = useSchemaForm(loadTrackOrderSchema, { orderId: initialOrderId, phoneNumber: '' });
  const track = useTrackOrder();
  const resultRef = useRef<HTMLElement>(null);

  const onSubmit = form.handleSubmit((body) =>
    track.mutate(body, {
      onSuccess: () => requestAnimationFrame(() => resultRef.current?.focus()),
      onError: (error) => {
        if (error instanceof ApiError) form.setServerErrors(error.fields);
      },
    }),
  );

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[24rem_1fr]">
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-6"
      >
        <TextField
          {...form.field('orderId')}
          label="Order Id"
          required
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          placeholder="For example GH-2026-000123"
        />
        <PhoneField
          {...form.field('phoneNumber')}
          label="Phone Number"
          required
          placeholder="024 455 0123"
          hint={<>The number you gave when you ordered. {PHONE_HINT}.</>}
        />
        {track.isError && (
          <p role="alert" className="rounded-xl bg-red/5 px-4 py-3 text-sm font-semibold text-red">
            {track.error.message}
          </p>
        )}
        <Button type="submit" disabled={track.isPending} className="min-h-12 w-full text-base">
          {track.isPending ? 'Checking...' : 'Track order'}
        </Button>
      </form>
      {track.data && !track.isError && (
        <TrackedOrderView
          order={track.data.order}
          receiptKey={track.data.receiptKey}
          focusRef={resultRef}
        />
      )}
    </div>
  );
}

type TrackedOrderViewProps = {
  order: TrackedOrder;
  receiptKey: string;
  focusRef: RefObject<HTMLElement | null>;
};

function TrackedOrderView({ order, receiptKey, focusRef }: TrackedOrderViewProps) {
  return (
    <section
      ref={focusRef}
      tabIndex={-1}
      aria-labelledby="tracked-order"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line focus:outline-none sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="tracked-order" className="text-lg font-bold">
            Order <span className="font-mono">{order.orderId}</span>
          </h2>
          <p className="text-sm text-muted">Placed on {formatDate(order.date)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <DeliveryBadge status={order.delivery_status} />
          <PaymentBadge status={order.payment_status} />
        </div>
      </div>
      <div className="mt-5">
        <OrderProgress status={order.delivery_status} />
        <ArrivalLine arrives={order.arrives} status={order.delivery_status} className="mt-4" />
      </div>
      <h3 className="mt-6 font-bold">Products</h3>
      <OrderLines lines={order.products} />
      <div className="border-t border-line pt-4">
        <OrderTotals order={order} />
      </div>
      <div className="mt-4">
        <ReceiptLink orderId={order.orderId} receiptKey={receiptKey} />
      </div>
    </section>
  );
}
