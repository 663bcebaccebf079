import type { DeliveryStatus, Order } from '@adepa/contract/orders';

// An order's payment and delivery status as coloured words. They keep the api's words ('paid',
// 'warehouse', 'awaiting payment' with its underscore as a space...), capitalised by CSS only: the word always says it, the colour only helps (paid
// and delivered green, unpaid and cancelled red). The storefront shows them solid; the back
// office's busy tables use soft tints.

type Look = 'solid' | 'soft';

const shape: Record<Look, string> = {
  solid: 'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-bold capitalize',
  soft: 'inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold capitalize whitespace-nowrap',
};

const paymentTones: Record<Look, Record<Order['payment_status'], string>> = {
  solid: {
    paid: 'bg-green text-white',
    unpaid: 'bg-red/5 text-red ring-1 ring-red/30',
    awaiting_payment: 'bg-gold-soft text-ink ring-1 ring-gold/60',
    payment_failed: 'bg-red/5 text-red ring-1 ring-red/30',
  },
  soft: {
    paid: 'bg-green-soft text-green-dark',
    unpaid: 'bg-red/10 text-red',
    awaiting_payment: 'bg-gold-soft text-[#7a5200]',
    payment_failed: 'bg-red/10 text-red',
  },
};

const deliveryTones: Record<Look, Record<DeliveryStatus, string>> = {
  solid: {
    pending: 'bg-gold-soft text-ink ring-1 ring-gold/60',
    processing: 'bg-white text-ink ring-1 ring-field',
    warehouse: 'bg-white text-ink ring-1 ring-field',
    delivered: 'bg-green text-white',
    cancelled: 'bg-red/5 text-red ring-1 ring-red/30',
  },
  soft: {
    pending: 'bg-gold-soft text-[#7a5200]',
    processing: 'bg-[#e4ecf7] text-[#1f4f8a]',
    warehouse: 'bg-line/70 text-ink',
    delivered: 'bg-green-soft text-green-dark',
    cancelled: 'bg-red/10 text-red',
  },
};

type BadgeProps<S> = { status: S; look?: Look };

export function PaymentBadge({ status, look = 'solid' }: BadgeProps<Order['payment_status']>) {
  return (
    <span className={`${shape[look]} ${paymentTones[look][status]}`}>
      {status.replace('_', ' ')}
    </span>
  );
}

export function DeliveryBadge({ status, look = 'solid' }: BadgeProps<DeliveryStatus>) {
  return <span className={`${shape[look]} ${deliveryTones[look][status]}`}>{status}</span>;
}
