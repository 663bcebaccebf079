import { paths } from '@adepa/contract/paths';
import { Suspense, useRef } from 'react';
import { Link } from 'wouter';
import { LogoMark } from '../../components/logo';
import { CloseButton } from '../../components/ui/close-button';
import { CartIcon, HeartIcon, MenuIcon } from '../../components/ui/icons';
import { MobileAccountFooter, MobileAccountLinks } from '../../features/account';
import { useSession } from '../../lib/session';
import { useStoredListCount } from '../../lib/stored-list';
import { helpLinks, VisitorLinks } from './shop-links';

// A native <dialog>: showModal() traps focus, Escape closes it and the page behind goes inert,
// all without a line of focus-management code.

const links = [
  { href: paths.home(), text: 'Home' },
  { href: paths.shop(), text: 'Shop' },
  ...helpLinks,
];
const itemClasses =
  'flex min-h-12 items-center gap-3 rounded-xl px-3 text-base font-medium hover:bg-green-soft hover:text-green';

export function MobileMenu() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cartCount = useStoredListCount('cartItems');
  const wishCount = useStoredListCount('favourites');
  const { session } = useSession();
  const close = () => dialogRef.current?.close();

  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        onClick={() => dialogRef.current?.showModal()}
        className="grid size-11 place-items-center rounded-full text-ink hover:bg-green-soft md:hidden"
      >
        <MenuIcon />
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; keys have Escape and the close button */}
      <dialog
        ref={dialogRef}
        aria-label="Menu"
        onClick={(event) => event.target === dialogRef.current && close()}
        className="m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none bg-cream p-0 text-ink shadow-2xl backdrop:bg-ink/50 open:flex open:flex-col"
      >
        <div className="flex items-center justify-between border-b border-line px-4 py-3">
          <span className="inline-flex items-center gap-2 text-xl font-extrabold text-green">
            <LogoMark className="size-7" /> Menu
          </span>
          <CloseButton label="Close menu" onClick={close} />
        </div>
        <nav aria-label="Menu" className="flex-1 overflow-y-auto px-2 py-3">
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} onClick={close} className={itemClasses}>
                  {link.text}
                </Link>
              </li>
            ))}
            <li>
              <Link href={paths.wishlist()} onClick={close} className={itemClasses}>
                <HeartIcon className="size-5" /> Wishlist ({wishCount})
              </Link>
            </li>
            <li>
              <Link href={paths.cart()} onClick={close} className={itemClasses}>
                <CartIcon className="size-5" /> Cart ({cartCount})
              </Link>
            </li>
          </ul>
          {session && (
            <Suspense fallback={null}>
              <MobileAccountLinks session={session} close={close} />
            </Suspense>
          )}
        </nav>
        {session ? (
          <Suspense fallback={null}>
            <MobileAccountFooter session={session} close={close} />
          </Suspense>
        ) : (
          <div className="grid gap-2 border-t border-line p-4">
            <VisitorLinks onNavigate={close} />
          </div>
        )}
      </dialog>
    </>
  );
}
