import { formatDeliveryFee } from '@adepa/contract/delivery-fees';
import { formatCedi } from '@adepa/contract/money';
import { paths } from '@adepa/contract/paths';
import { RETURNS_LINE, type Receipt } from '@adepa/contract/receipts';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/dates';
import { absoluteUrl, shop } from '../../../lib/shop-settings';
import { lineTotal } from '../../orders';

// The receipt as the buyer keeps it and the rider hands it over: one column that fits an 80 mm
// thermal roll and an A4 page alike, printed (or saved as PDF) by the browser without the shop's
// header, footer and menus. Headed "Receipt", never "VAT invoice" (GRA's E-VAT system issues those).

export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { order, evatInvoice } = receipt;
  const link = absoluteUrl(paths.receipt(order.orderId, receipt.receiptKey));
  const options = (line: Receipt['order']['products'][number]) =>
    [line.productSize, line.productColor].filter(Boolean).join(', ');
  return (
    <article className="receipt mx-auto grid w-full max-w-sm gap-4 bg-white p-5 text-sm text-ink ring-1 ring-line sm:rounded-2xl print:max-w-none print:p-0 print:ring-0">
      <header className="grid gap-0.5 text-center">
        <p className="text-lg font-extrabold">{shop.name}</p>
        <p>{shop.address}</p>
        <p>{shop.phone}</p>
        {order.tax?.tin && <p>TIN {order.tax.tin}</p>}
      </header>
      <Rule />
      <h1 className="text-center text-xl font-extrabold tracking-wide">Receipt</h1>
      <dl className="grid gap-0.5">
        <Pair term="Order" value={order.orderId} />
        {evatInvoice && <Pair term="E-VAT invoice" value={evatInvoice} />}
        <Pair term="Date" value={formatDateTime(order.date)} />
        <Pair term="Buyer" value={order.name} />
        <Pair term="Deliver to" value={`${order.area}, ${order.province}`} />
      </dl>
      <Rule />
      <ul className="grid gap-2" aria-label="Items">
        {order.products.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a placed order's lines never change or move; the same product may come twice
          <li key={`${line.productId}-${index}`} className="grid gap-0.5">
            <span className="font-semibold">
              {line.name}
              {line.taxExempt && order.tax && ' (VAT exempt)'}
            </span>
            {options(line) && <span className="text-muted">{options(line)}</span>}
            <span className="flex justify-between gap-3">
              <span>
                {line.qty} x {formatCedi(line.price)}
              </span>
              <span className="font-semibold">{formatCedi(lineTotal(line))}</span>
            </span>
          </li>
        ))}
      </ul>
      <Rule />
      <dl className="grid gap-1">
        <Pair term="Subtotal" value={formatCedi(order.itemsPrice)} />
        <Pair term="Delivery" value={formatDeliveryFee(order.shippingPrice)} />
        <Pair term="Total" value={formatCedi(order.totalPrice)} strong />
      </dl>
      {order.tax && (
        <section className="grid gap-1" aria-label="Tax the total includes">
          <p className="text-xs text-muted">The total includes:</p>
          <dl className="grid gap-1">
            <Pair term="VAT 15%" value={formatCedi(order.tax.vat)} />
            <Pair term="NHIL 2.5%" value={formatCedi(order.tax.nhil)} />
            <Pair term="GETFund 2.5%" value={formatCedi(order.tax.getfund)} />
            <Pair term="Total without tax" value={formatCedi(order.tax.net)} />
          </dl>
        </section>
      )}
      <Rule />
      <p className="text-center font-bold">{paymentLine(receipt)}</p>
      <p className="text-xs">{RETURNS_LINE}</p>
      <p className="text-xs break-all">
        This receipt stays online at <span className="font-semibold">{link}</span>
      </p>
      <div className="print:hidden">
        <Button type="button" className="min-h-12 w-full" onClick={() => window.print()}>
          Print or save as PDF
        </Button>
      </div>
    </article>
  );
}

/** What the rider collects, or how it was paid. */
function paymentLine({ order, paymentReference }: Receipt): string {
  if (order.payment_status === 'paid')
    return paymentReference
      ? `Paid by Mobile Money, reference ${paymentReference}`
      : `Paid: ${formatCedi(order.totalPrice)}`;
  if (order.delivery_status === 'cancelled') return 'Cancelled: nothing to pay';
  return `To pay on delivery: ${formatCedi(order.totalPrice)}`;
}

function Pair({ term, value, strong }: { term: string; value: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-3 ${strong ? 'text-base font-extrabold' : ''}`}>
      <dt className={strong ? '' : 'text-muted'}>{term}</dt>
      <dd className="text-right font-semibold">{value}</dd>
    </div>
  );
}

function Rule() {
  return <hr className="border-dashed border-line" />;
}
