import { windowText } from '@adepa/contract/arrival';
import { formatCedi } from '@adepa/contract/money';
import type { AdminOrder } from '@adepa/contract/orders';
import { amountToCollect } from '@adepa/contract/receipts';
import { formatDateTime } from '../../../lib/dates';
import { displayPhone } from '../../../lib/phone-display';
import { shop } from '../../../lib/shop-settings';

/**
 * What the rider carries for one order: who and where (with the buyer's note: a landmark, when to
 * call), what to hand over (no prices), what to
 * collect, and a line for the buyer's name. Printed, each slip starts a page (a roll tears after it).
 */
export function RiderSlip({ order }: { order: AdminOrder }) {
  const collect = amountToCollect(order);
  return (
    <article
      aria-label={`Slip for ${order.orderId}`}
      className="grid gap-3 rounded-2xl bg-white p-5 text-sm ring-1 ring-line print:break-after-page print:rounded-none print:p-0 print:ring-0"
    >
      <header className="flex items-baseline justify-between gap-3 border-b border-dashed border-line pb-2">
        <span className="font-bold">{shop.name}</span>
        <span>Rider's slip</span>
      </header>
      <div className="flex items-baseline justify-between gap-3">
        <span className="font-mono text-lg font-extrabold">{order.orderId}</span>
        <span className="text-muted">{formatDateTime(order.date)}</span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted">Name</dt>
        <dd className="font-semibold">{order.name}</dd>
        <dt className="text-muted">Phone</dt>
        <dd className="font-semibold">
          <a href={`tel:${order.phoneNumber.replace(/\s/g, '')}`}>
            {displayPhone(order.phoneNumber)}
          </a>
        </dd>
        <dt className="text-muted">Area</dt>
        <dd className="font-semibold">
          {order.area}, {order.province}
        </dd>
        {order.address && (
          <>
            <dt className="text-muted">Address</dt>
            <dd>{order.address}</dd>
          </>
        )}
        {order.arrives && (
          <>
            <dt className="text-muted">Promised</dt>
            <dd>{windowText(order.arrives)}</dd>
          </>
        )}
        {order.deliveryNote && (
          <>
            <dt className="text-muted">Note</dt>
            <dd className="font-semibold">{order.deliveryNote}</dd>
          </>
        )}
      </dl>
      <ul className="grid gap-1 border-y border-dashed border-line py-2" aria-label="Items">
        {order.products.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a placed order's lines never change or move; the same product may come twice
          <li key={`${line.productId}-${index}`}>
            <span className="font-bold">{line.qty} x</span> {line.name}
            {(line.productSize || line.productColor) &&
              ` (${[line.productSize, line.productColor].filter(Boolean).join(', ')})`}
          </li>
        ))}
      </ul>
      <p className="flex items-baseline justify-between gap-3 text-base font-extrabold">
        <span>Amount to collect</span>
        <span>{formatCedi(collect)}</span>
      </p>
      {collect === 0 && <p className="text-xs text-muted">Paid already: collect nothing.</p>}
      <p className="mt-4 border-t border-ink pt-1 text-xs">Received by (name and signature)</p>
    </article>
  );
}
