import type { DeliveryPricing } from '@adepa/contract/delivery-fees';
import { formatDeliveryFee } from '@adepa/contract/delivery-fees';
import { formatCedi } from '@adepa/contract/money';
import { useDeliveryPricing } from '../api/get-delivery-pricing';

/** The regions at each fee, cheapest first. */
function regionsByFee(pricing: DeliveryPricing): [fee: number, regions: string[]][] {
  const groups = new Map<number, string[]>();
  for (const [region, fee] of Object.entries(pricing.fees))
    groups.set(fee, [...(groups.get(fee) ?? []), region]);
  return [...groups].sort(([a], [b]) => a - b);
}

/**
 * How delivery is charged, in words, from the owner's settings: for the FAQ and the terms, which
 * the server renders with the fees already read.
 */
export function DeliveryCharges() {
  const pricing = useDeliveryPricing().data;
  if (!pricing)
    return <p>The delivery fee depends on your region; checkout shows it before you order.</p>;
  const groups = regionsByFee(pricing);
  const free =
    pricing.freeAbove === null
      ? ''
      : ` Delivery is free when your items come to more than ${formatCedi(pricing.freeAbove)}.`;
  const [only] = groups;
  if (groups.length === 1 && only)
    return (
      <p>
        Delivery costs {formatDeliveryFee(only[0])} anywhere in Ghana.{free} Checkout shows the fee
        before you order, and you pay it with your order on delivery.
      </p>
    );
  return (
    <>
      <p>
        The delivery fee depends on your region.{free} Checkout shows the fee before you order, and
        you pay it with your order on delivery.
      </p>
      <dl className="mt-3 grid gap-2">
        {groups.map(([fee, regions]) => (
          <div key={fee} className="grid gap-1 sm:grid-cols-[7rem_1fr]">
            <dt className="font-semibold">{formatDeliveryFee(fee)}</dt>
            <dd>{regions.join(', ')}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
