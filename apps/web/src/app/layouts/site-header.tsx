import { paths } from '@adepa/contract/paths';
import { Suspense, useState } from 'react';
import { Link } from 'wouter';
import { Logo } from '../../components/logo';
import { CartIcon, HeartIcon } from '../../components/ui/icons';
import { useCartCount } from '../../features/cart';
import { CategoriesMenu } from '../../features/catalogue';
import { useWishlistCount } from '../../features/wishlist';
import { shop } from '../../lib/shop-settings';
import { AccountMenu } from './account-menu';
import { HeaderIconLink } from './header-icon-link';
import { CartPanel, loadHeaderPanels, WishlistPanel } from './header-panels';
import { MobileMenu } from './mobile-menu';
import { SearchBox } from './search-box';
import { WelcomeBanner } from './welcome-banner';

const navLink =
  'inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-ink hover:bg-green-soft hover:text-green';

export function SiteHeader() {
  const cartCount = useCartCount();
  const wishCount = useWishlistCount();
  const [panel, setPanel] = useState<'cart' | 'wishlist' | null>(null);
  const close = () => setPanel(null);
  const openWishlist = () => setPanel('wishlist');

  return (
    <header>
      <div className="kente-band h-1.5" />
      <WelcomeBanner />
      <div className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-3 py-2 sm:px-5 md:flex-nowrap md:gap-x-4 md:py-3">
          <MobileMenu />
          <Link
            href={paths.home()}
            aria-label={`${shop.name} home`}
            className="mr-auto rounded-lg md:mr-2"
          >
            <Logo />
          </Link>
          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex">
              <li>
                <Link href={paths.shop()} className={navLink}>
                  Shop
                </Link>
              </li>
              <li>
                <Link href={paths.about()} className={navLink}>
                  About Us
                </Link>
              </li>
            </ul>
          </nav>
          <SearchBox className="order-last w-full md:order-none md:mx-2 md:max-w-2xl md:flex-1" />
          <div className="flex items-center gap-1 md:ml-auto">
            <span className="hidden md:inline-flex">
              <HeaderIconLink
                href={paths.wishlist()}
                label="Wishlist"
                count={wishCount}
                icon={<HeartIcon />}
                onOpen={openWishlist}
                onIntent={loadHeaderPanels}
              />
            </span>
            <HeaderIconLink
              href={paths.cart()}
              label="Cart"
              count={cartCount}
              icon={<CartIcon />}
              text="Cart"
              onOpen={() => setPanel('cart')}
              onIntent={loadHeaderPanels}
            />
            <AccountMenu />
          </div>
        </div>
      </div>
      <SubHeader wishCount={wishCount} onOpen={openWishlist} />
      {panel && (
        <Suspense fallback={null}>
          {panel === 'cart' ? <CartPanel onClose={close} /> : <WishlistPanel onClose={close} />}
        </Suspense>
      )}
    </header>
  );
}

function SubHeader({ wishCount, onOpen }: { wishCount: number; onOpen: () => void }) {
  return (
    <div className="on-dark relative bg-green text-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-3 py-1.5 sm:px-5">
        <CategoriesMenu />
        <p className="hidden text-sm font-medium text-white/90 lg:block">{shop.promise}</p>
        <Link
          href={paths.wishlist()}
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault();
            onOpen();
          }}
          onPointerEnter={loadHeaderPanels}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold hover:bg-white/15"
        >
          <HeartIcon className="size-5" />
          Wishlist
          <span className="rounded-full bg-white px-2 py-0.5 text-xs font-bold text-green">
            {wishCount}
          </span>
        </Link>
      </div>
    </div>
  );
}
