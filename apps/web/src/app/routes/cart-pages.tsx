import { EmptyBagCard } from '../../components/ui/empty-bag';
import { CartLines, CartSummary, emptyCart, useCartDrawn, useCartItems } from '../../features/cart';
import { emptyWishlist, useWishlist, WishlistLines } from '../../features/wishlist';
import { PageShell, ShopperPage } from '../layouts/page-shell';

// /cart and /whishlist (spelled so): the header panels' lists as full pages. One lazy chunk,
// which also holds the panels themselves (app/layouts/header-panels.ts).

export { CartPanel } from '../../features/cart';
export { WishlistPanel } from '../../features/wishlist';

export function CartPage() {
  return (
    <ShopperPage title="Your Cart" drawn={useCartDrawn()}>
      <Cart />
    </ShopperPage>
  );
}

export function WishlistPage() {
  return (
    <ShopperPage title="Your wishlist">
      <Wishlist />
    </ShopperPage>
  );
}

// Both pages fill at least the screen, as their loading state does: however short the list that
// arrives, the footer stays where it was, below the fold.

function Cart() {
  const items = useCartItems();
  return (
    <PageShell title={`Your Cart (${items.length}) Items`} documentTitle="Your Cart">
      <div className="min-h-dvh">
        {items.length === 0 ? (
          <EmptyBagCard {...emptyCart} />
        ) : (
          <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
            <div className="rounded-2xl bg-white px-4 shadow-sm ring-1 ring-line sm:px-6">
              <CartLines items={items} />
            </div>
            <CartSummary items={items} />
          </div>
        )}
      </div>
    </PageShell>
  );
}

function Wishlist() {
  const items = useWishlist();
  return (
    <PageShell title="Your wishlist">
      <div className="min-h-dvh">
        {items.length === 0 ? (
          <EmptyBagCard {...emptyWishlist} />
        ) : (
          <>
            <p className="mt-2 text-muted">
              {items.length} {items.length === 1 ? 'product' : 'products'} saved for later.
            </p>
            <WishlistLines
              items={items}
              className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
              itemClassName="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line"
            />
          </>
        )}
      </div>
    </PageShell>
  );
}
