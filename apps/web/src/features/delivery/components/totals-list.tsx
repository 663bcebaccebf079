import { arrivalFor, type DeliveryPricing, formatDeliveryFee } from '@adepa/contract/delivery-fees';
import { formatCedi } from '@adepa/contract/money';
import type { GhanaRegion } from '@adepa/contract/order-options';
import { ghanaDay, includesTaxText } from '@adepa/contract/tax';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ShopPricing } from '../api/get-delivery-pricing';
import { type QuotedLine, quoteDelivery, subtotal } from '../delivery-quote';
import { ArrivalLine } from './arrival-line';

type TotalsListProps = {
  lines: readonly QuotedLine[];
  pricing: ShopPricing | undefined;
  region: GhanaRegion | undefined;
};

/**
 * Subtotal, Delivery, Tax and Total of the cart and the checkout: the region's fee and arrival
 * dates once one is chosen, "from" the lowest fee before, and when the shop is VAT-registered the
 * tax the total includes. While the fees load, their lines wait in grey.
 */
export function TotalsList({ lines, pricing, region }: TotalsListProps) {
  const quote = pricing && quoteDelivery(lines, pricing, region, pricing.tax);
  const from = quote?.from ? 'from ' : '';
  return (
    <>
      <dl className="grid gap-2 text-sm" aria-busy={!quote}>
        <Row term="Subtotal" value={formatCedi(subtotal(lines))} />
        <Row
          term={region ? `Delivery to ${region}` : 'Delivery'}
          value={quote && `${from}${formatDeliveryFee(quote.shippingPrice)}`}
        />
        <Row term="Tax" value={quote && formatCedi(quote.taxPrice)} />
        <div className="mt-2 flex items-baseline justify-between border-t border-line pt-3 text-base font-bold">
          <dt>Total</dt>
          <dd>
            {quote ? `${from}${formatCedi(quote.totalPrice)}` : <Skeleton className="h-5 w-20" />}
          </dd>
        </div>
        {quote?.includedTax != null && (
          <p className="text-right text-xs text-muted">{includesTaxText(quote.includedTax)}</p>
        )}
      </dl>
      {pricing && region && (
        <ArrivalLine
          arrives={arrivalFor(pricing, region, ghanaDay(new Date()))}
          className="mt-3 text-sm"
        />
      )}
      {pricing && (
        <DeliveryNote pricing={pricing} quoteFree={quote?.shippingPrice === 0} region={region} />
      )}
    </>
  );
}

function DeliveryNote({
  pricing,
  quoteFree,
  region,
}: {
  pricing: DeliveryPricing;
  quoteFree: boolean;
  region: GhanaRegion | undefined;
}) {
  const { freeAbove } = pricing;
  const text = quoteFree
    ? 'Your delivery is free.'
    : [
        region ? '' : 'Choose your region to see its delivery fee and date.',
        freeAbove === null ? '' : `Delivery is free on orders over ${formatCedi(freeAbove)}.`,
      ]
        .filter(Boolean)
        .join(' ');
  return text ? <p className="mt-2 text-xs text-muted">{text}</p> : null;
}

function Row({ term, value }: { term: string; value: string | undefined }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted">{term}</dt>
      <dd className="font-semibold">{value ?? <Skeleton className="h-4 w-14" />}</dd>
    </div>
  );
}
