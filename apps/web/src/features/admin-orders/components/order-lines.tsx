import { imageVariant, thumbnailSrcSet } from '@adepa/contract/catalogue';
import { formatCedi } from '@adepa/contract/money';
import type { Order } from '@adepa/contract/orders';
import { lineTotal } from '../../orders';

// The order's products: image, name, brand, size, colour and SKU when given, quantity, price and
// the line total (quantity times price, two decimals).

export function OrderLines({ order }: { order: Order }) {
  const count = order.products.reduce((sum, line) => sum + line.qty, 0);
  return (
    <section className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6">
      <h2 className="text-base font-bold">
        Products{' '}
        <span className="font-normal text-muted">
          ({count} {count === 1 ? 'item' : 'items'})
        </span>
      </h2>
      <ul className="mt-3 divide-y divide-line">
        {order.products.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id, and never reorder.
          <li key={index} className="flex gap-3 py-3 first:pt-0 last:pb-0">
            <img
              src={line.imageUrl ? imageVariant(line.imageUrl, 400) : ''}
              srcSet={line.imageUrl ? thumbnailSrcSet(line.imageUrl) : undefined}
              sizes="(min-width: 640px) 80px, 64px"
              alt=""
              className="size-16 shrink-0 rounded-lg bg-cream object-cover ring-1 ring-line sm:size-20"
            />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold break-words">{line.name}</p>
              <p className="mt-0.5 text-muted">
                {[
                  line.brand,
                  line.productSize && `Size: ${line.productSize}`,
                  line.productColor && `Colour: ${line.productColor}`,
                  line.sku && `SKU: ${line.sku}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3">
                <span>
                  {line.qty} x {formatCedi(line.price)}
                </span>
                <span className="font-bold">{formatCedi(lineTotal(line))}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
