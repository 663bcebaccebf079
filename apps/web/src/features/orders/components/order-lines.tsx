import { formatDeliveryFee } from '@adepa/contract/delivery-fees';
import { formatCedi, toCedi, toPesewas } from '@adepa/contract/money';
import type { Order } from '@adepa/contract/orders';
import { includesTaxText } from '@adepa/contract/tax';
import { LineThumbnail } from '../../../components/ui/line-thumbnail';

type Line = Order['products'][number];

/** A line's total: its price times its quantity, counted in pesewas so it rounds like every sum. */
export function lineTotal(line: Pick<Line, 'price' | 'qty'>): number {
  return toCedi(toPesewas(line.price) * line.qty);
}

/**
 * An order's products as the customer sees them: picture, name, brand, quantity, price, line
 * total, and size and colour when there are any.
 */
export function OrderLines({ lines }: { lines: readonly Line[] }) {
  return (
    <ul className="divide-y divide-line">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a placed order's lines never change or move; the same product may come twice
        <li key={`${line.productId ?? line.name}-${index}`} className="flex gap-3 py-4 sm:gap-4">
          <LineThumbnail url={line.imageUrl} size="small" />
          <div className="min-w-0 flex-1 text-sm">
            <div className="flex items-start justify-between gap-3">
              <p className="font-semibold">{line.name}</p>
              <p className="shrink-0 font-bold">
                <span className="sr-only">Line total </span>
                {formatCedi(lineTotal(line))}
              </p>
            </div>
            {line.brand && <p className="text-muted">Brand: {line.brand}</p>}
            <p className="text-muted">
              Qty {line.qty} × {formatCedi(line.price)}
            </p>
            {(line.productSize || line.productColor) && (
              <p className="text-muted">
                {[
                  line.productSize && `Size: ${line.productSize}`,
                  line.productColor && `Colour: ${line.productColor}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

type Totals = Pick<Order, 'itemsPrice' | 'shippingPrice' | 'taxPrice' | 'totalPrice'> & {
  tax?: Order['tax'];
};

/**
 * Subtotal, delivery, tax and total of a placed order, as the server priced it, and the VAT, NHIL
 * and GETFund its total includes when the shop was registered.
 */
export function OrderTotals({ order }: { order: Totals }) {
  const rows: [string, string][] = [
    ['Subtotal', formatCedi(order.itemsPrice)],
    ['Delivery', formatDeliveryFee(order.shippingPrice)],
    ['Tax', formatCedi(order.taxPrice)],
  ];
  return (
    <dl className="grid gap-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="flex items-baseline justify-between gap-3">
          <dt className="text-muted">{term}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
      <div className="mt-1 flex items-baseline justify-between border-t border-line pt-3 text-base font-bold">
        <dt>Total</dt>
        <dd>{formatCedi(order.totalPrice)}</dd>
      </div>
      {order.tax && (
        <p className="text-right text-xs text-muted">{includesTaxText(order.tax.included)}</p>
      )}
    </dl>
  );
}
