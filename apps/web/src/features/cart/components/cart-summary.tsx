import { GHANA_REGIONS } from '@adepa/contract/order-options';
import { paths } from '@adepa/contract/paths';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { PromiseNote } from '../../../components/ui/promise-note';
import { SelectField } from '../../../components/ui/select-field';
import { chooseRegion, TotalsList, useChosenRegion, useDeliveryPricing } from '../../delivery';
import type { CartItem } from '../cart-store';

/** The /cart page's Order Summary, with delivery to the region the shopper chose (kept for checkout). */
export function CartSummary({ items }: { items: readonly CartItem[] }) {
  const pricing = useDeliveryPricing();
  const region = useChosenRegion();
  return (
    <section
      aria-labelledby="cart-summary"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line lg:sticky lg:top-4"
    >
      <h2 id="cart-summary" className="text-lg font-bold">
        Order Summary
      </h2>
      <div className="mt-4">
        <SelectField
          label="Deliver to"
          placeholder="Choose your region"
          options={GHANA_REGIONS}
          value={region ?? ''}
          onChange={(event) => chooseRegion(event.target.value)}
          autoComplete="address-level1"
        />
      </div>
      <div className="mt-4">
        <TotalsList lines={items} pricing={pricing.data} region={region} />
      </div>
      <Link
        href={paths.checkout()}
        className={buttonClasses('primary', 'mt-4 min-h-12 w-full text-base')}
      >
        Proceed Checkout
      </Link>
      <Link href={paths.shop()} className={buttonClasses('ghost', 'mt-2 w-full')}>
        Continue Shopping
      </Link>
      <PromiseNote className="mt-3" />
    </section>
  );
}
