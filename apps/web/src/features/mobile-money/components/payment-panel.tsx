import { formatCedi } from '@adepa/contract/money';
import type { OrderPayment } from '@adepa/contract/payments';
import { useEffect } from 'react';
import { CheckIcon, ClockIcon, PhoneIcon } from '../../../components/ui/icons';
import { RetryMessage } from '../../../components/ui/retry-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOrderPayment, usePaymentAction } from '../api/order-payment';
import { holdText, isWaiting, stepText } from '../payment-step';
import { FailedPaymentActions } from './failed-payment-actions';
import { VoucherForm } from './voucher-form';

type PaymentPanelProps = {
  /** The order's number (or id). */
  orderId: string;
  /** A guest's proof that the order is theirs; the signed-in owner needs none. */
  paymentKey?: string;
  /** The payment as the placed order's reply gave it: shown at once, then asked again. */
  initial?: OrderPayment;
  /** Each new state of the payment, for the page around (its status words, its next steps). */
  onPayment?: (payment: OrderPayment) => void;
};

/**
 * A Mobile Money payment as its shopper follows it: the amount, what to do now, and the verdict as
 * soon as the shop has it, without a reload. A failed payment can be tried again or turned into
 * payment on delivery. Reading it never charges: only the shopper's own taps send anything.
 */
export function PaymentPanel({ orderId, paymentKey, initial, onPayment }: PaymentPanelProps) {
  const query = useOrderPayment(orderId, paymentKey, initial);
  const action = usePaymentAction(orderId, paymentKey);
  const payment = query.data;
  useEffect(() => {
    if (payment) onPayment?.(payment);
  }, [payment, onPayment]);

  if (!payment) {
    return query.isError ? (
      <RetryMessage retry={() => void query.refetch()}>
        We could not load your payment just now.
      </RetryMessage>
    ) : (
      <div role="status" className="grid gap-3">
        <span className="sr-only">Loading your payment…</span>
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-16" />
      </div>
    );
  }

  const text = stepText(payment);
  const hold =
    payment.step === 'paid' || payment.step === 'none' ? undefined : holdText(payment.holdUntil);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="text-lg font-bold">Mobile Money payment</h2>
        <p className="text-lg font-extrabold">{formatCedi(payment.amount)}</p>
      </div>
      <div role="status" className={`flex gap-3 rounded-xl p-4 ring-1 ${stepTone[payment.step]}`}>
        <StepSign step={payment.step} />
        <div className="min-w-0">
          <p className="font-bold">{text.heading}</p>
          <p className="mt-1 text-sm break-words">{text.body}</p>
        </div>
      </div>
      {hold && (
        <p className="flex items-center gap-2 text-sm text-muted">
          <ClockIcon className="size-5 shrink-0" />
          {hold}
        </p>
      )}
      {payment.step === 'voucher' && (
        <VoucherForm
          busy={action.isPending}
          onVoucher={(voucher) => action.mutate({ kind: 'voucher', voucher })}
        />
      )}
      {payment.step === 'failed' && (
        <FailedPaymentActions
          payment={payment}
          busy={action.isPending}
          onRetry={(wallet) => action.mutate({ kind: 'retry', ...wallet })}
          onPayOnDelivery={() => action.mutate({ kind: 'on-delivery' })}
        />
      )}
      {action.isError && (
        <p role="alert" className="rounded-xl bg-red/5 px-4 py-3 text-sm font-semibold text-red">
          {action.error.message}
        </p>
      )}
    </div>
  );
}

const stepTone: Record<OrderPayment['step'], string> = {
  sending: 'bg-gold-soft ring-gold/60',
  approve: 'bg-gold-soft ring-gold/60',
  voucher: 'bg-gold-soft ring-gold/60',
  paid: 'bg-green-soft ring-green/40',
  failed: 'bg-red/5 ring-red/30',
  none: 'bg-white ring-line',
};

/** A phone that waits (a turning ring round it), a tick once paid, a cross when it failed. */
function StepSign({ step }: { step: OrderPayment['step'] }) {
  const base = 'grid size-10 shrink-0 place-items-center rounded-full';
  if (step === 'paid') {
    return (
      <span className={`${base} bg-green text-white`}>
        <CheckIcon className="size-6" />
      </span>
    );
  }
  if (step === 'failed') {
    return (
      <span aria-hidden="true" className={`${base} bg-red text-xl font-extrabold text-white`}>
        !
      </span>
    );
  }
  return (
    <span className={`relative ${base} bg-white text-green`}>
      <PhoneIcon className="size-5" />
      {isWaiting(step) && (
        <span
          aria-hidden="true"
          className="absolute inset-0 rounded-full border-3 border-green/20 border-t-green motion-safe:animate-spin"
        />
      )}
    </span>
  );
}
