import type { DeliveryStatus, Order } from '@adepa/contract/orders';

// Statuses keep the api's words ('paid', 'warehouse'...), capitalised by CSS only. Paid and
// delivered are highlighted in green, unpaid and cancelled in red (spec sections 2 and 3).

const badge = 'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-bold capitalize';

export function PaymentStatus({ status }: { status: Order['payment_status'] }) {
  return (
    <span
      className={`${badge} ${status === 'paid' ? 'bg-green text-white' : 'bg-red/5 text-red ring-1 ring-red/30'}`}
    >
      {status}
    </span>
  );
}

const deliveryTone: Record<DeliveryStatus, string> = {
  pending: 'bg-gold-soft text-ink ring-1 ring-gold/60',
  processing: 'bg-white text-ink ring-1 ring-field',
  warehouse: 'bg-white text-ink ring-1 ring-field',
  delivered: 'bg-green text-white',
  cancelled: 'bg-red/5 text-red ring-1 ring-red/30',
};

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return <span className={`${badge} ${deliveryTone[status]}`}>{status}</span>;
}
