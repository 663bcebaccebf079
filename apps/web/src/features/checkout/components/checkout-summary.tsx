import { imageVariant, thumbnailSrcSet } from '@adepa/contract/catalogue';
import type { DeliveryPricing } from '@adepa/contract/delivery-fees';
import { formatCedi } from '@adepa/contract/money';
import type { GhanaRegion } from '@adepa/contract/order-options';
import { paths } from '@adepa/contract/paths';
import { Link } from 'wouter';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { type CartItem, cartLineKey, chosenOptionsText, linePrice } from '../../cart';
import { TotalsList } from '../../delivery';

type CheckoutSummaryProps = {
  items: readonly CartItem[];
  pricing: DeliveryPricing | undefined;
  region: GhanaRegion | undefined;
};

/** The collapsible View Product list and the Order Summary (Subtotal, Delivery, Tax, Total). */
export function CheckoutSummary({ items, pricing, region }: CheckoutSummaryProps) {
  const count = items.reduce((sum, item) => sum + item.qty, 0);
  return (
    <section aria-labelledby="order-summary" className="grid gap-4">
      <details className="group rounded-2xl bg-white shadow-sm ring-1 ring-line">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-2 font-semibold [&::-webkit-details-marker]:hidden">
          <span>
            View Product{' '}
            <span className="font-normal text-muted">
              ({count} {count === 1 ? 'item' : 'items'})
            </span>
          </span>
          <ChevronDownIcon className="size-5 transition-transform group-open:rotate-180" />
        </summary>
        <ul className="divide-y divide-line border-t border-line px-5">
          {items.map((item) => (
            <li key={cartLineKey(item)} className="flex items-center gap-3 py-3">
              <img
                src={item.imageUrl ? imageVariant(item.imageUrl, 400) : '/favicon.svg'}
                srcSet={item.imageUrl ? thumbnailSrcSet(item.imageUrl) : undefined}
                sizes={item.imageUrl ? '56px' : undefined}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className="size-14 shrink-0 rounded-lg object-cover ring-1 ring-line"
              />
              <div className="min-w-0 flex-1 text-sm">
                <p className="line-clamp-2 font-semibold">{item.name}</p>
                <p className="text-muted">
                  {[`Qty ${item.qty}`, chosenOptionsText(item)].filter(Boolean).join(' · ')}
                </p>
                {item.stock < 1 && <p className="font-semibold text-red">Out of stock</p>}
              </div>
              <p className="shrink-0 text-sm font-bold">{formatCedi(linePrice(item))}</p>
            </li>
          ))}
        </ul>
        <p className="border-t border-line px-5 py-2 text-sm">
          <Link
            href={paths.cart()}
            className="inline-flex min-h-11 items-center font-semibold text-green hover:underline"
          >
            Change quantities in your cart
          </Link>
        </p>
      </details>

      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
        <h2 id="order-summary" className="mb-4 text-lg font-bold">
          Order Summary
        </h2>
        <TotalsList lines={items} pricing={pricing} region={region} />
      </div>
    </section>
  );
}
