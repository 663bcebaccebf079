import { formatCedi } from '@adepa/contract/money';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { PromiseNote } from '../../../components/ui/promise-note';
import type { CartItem } from '../cart-store';
import { cartTotals } from '../cart-totals';

/** The /cart page's Order Summary: the cart's own money rule (spec section 9). */
export function CartSummary({ items }: { items: readonly CartItem[] }) {
  const totals = cartTotals(items);
  return (
    <section
      aria-labelledby="cart-summary"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line lg:sticky lg:top-4"
    >
      <h2 id="cart-summary" className="text-lg font-bold">
        Order Summary
      </h2>
      <dl className="mt-4 grid gap-2 text-sm">
        <Row term="Subtotal" value={formatCedi(totals.itemsPrice)} />
        <Row
          term="Shipping"
          value={totals.shippingPrice === 0 ? 'Free' : formatCedi(totals.shippingPrice)}
        />
        <Row term="Tax" value={formatCedi(totals.taxPrice)} />
        <div className="mt-2 flex items-baseline justify-between border-t border-line pt-3 text-base font-bold">
          <dt>Total</dt>
          <dd>{formatCedi(totals.totalPrice)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-muted">
        Shipping is an estimate: ₵10.00, free on orders over ₵100.00. The actual delivery fee
        depends on the distance, and you pay it to the rider on delivery.
      </p>
      <Link href="/checkout" className={buttonClasses('primary', 'mt-4 min-h-12 w-full text-base')}>
        Proceed Checkout
      </Link>
      <Link href="/shop" className={buttonClasses('ghost', 'mt-2 w-full')}>
        Continue Shopping
      </Link>
      <PromiseNote className="mt-3" />
    </section>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between">
      <dt className="text-muted">{term}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}
