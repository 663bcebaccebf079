import { CART_EMPTY } from '@adepa/contract/messages';
import { BagIcon } from '../../components/ui/action-icons';
import { EmptyBagCard } from '../../components/ui/empty-bag';
import { useCartDrawn, useCartItems } from '../../features/cart';
import { CheckoutForm } from '../../features/checkout';
import { useSession } from '../../lib/session';
import { PageShell, ShopperPage } from '../layouts/page-shell';

// /checkout. The thank-you after it (/successfull-order, spelled so) is a chunk of its own, kept
// off a shopper's first visit; it is fetched as soon as the shopper starts on the form, so it is
// loaded by the time the order goes through.

const loadThankYou = () => void import('./order-placed-page');

export function CheckoutPage() {
  return (
    <ShopperPage title="Checkout" drawn={useCartDrawn()}>
      <Checkout />
    </ShopperPage>
  );
}

function Checkout() {
  const items = useCartItems();
  const { session } = useSession();
  return (
    <PageShell title="Checkout">
      {items.length === 0 ? (
        <EmptyBagCard
          icon={<BagIcon className="size-8" />}
          message={CART_EMPTY}
          note="There is nothing to check out yet. Add something you like, then come back to order; you pay only when it is delivered."
        />
      ) : (
        // A new form when the session arrives or changes, so the name and e-mail are prefilled.
        <div onFocusCapture={loadThankYou}>
          <CheckoutForm key={session?._id ?? 'guest'} items={items} session={session} />
        </div>
      )}
    </PageShell>
  );
}
