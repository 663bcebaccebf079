import type { DeliveryStatus, Order } from '@adepa/contract/orders';

// Payment and delivery status as coloured words: paid green, unpaid red (spec sections 2 and 3);
// the word itself always says it, the colour only helps.

const base =
  'inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold capitalize whitespace-nowrap';

export function PaymentBadge({ status }: { status: Order['payment_status'] }) {
  return (
    <span
      className={`${base} ${status === 'paid' ? 'bg-green-soft text-green-dark' : 'bg-red/10 text-red'}`}
    >
      {status}
    </span>
  );
}

const deliveryTones: Record<DeliveryStatus, string> = {
  pending: 'bg-gold-soft text-[#7a5200]',
  processing: 'bg-[#e4ecf7] text-[#1f4f8a]',
  warehouse: 'bg-line/70 text-ink',
  delivered: 'bg-green-soft text-green-dark',
  cancelled: 'bg-red/10 text-red',
};

export function DeliveryBadge({ status }: { status: DeliveryStatus }) {
  return <span className={`${base} ${deliveryTones[status]}`}>{status}</span>;
}
