import { WISHLIST_EMPTY } from '@adepa/contract/messages';
import { paths } from '@adepa/contract/paths';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyBag } from '../../../components/ui/empty-bag';
import { HeartIcon } from '../../../components/ui/icons';
import { SlideOver } from '../../../components/ui/slide-over';
import { useWishlist } from '../wishlist-store';
import { WishlistLines } from './wishlist-lines';

/** The header heart's slide-over: each favourite with View details and Delete. */
export function WishlistPanel({ onClose }: { onClose: () => void }) {
  const items = useWishlist();
  return (
    <SlideOver
      title="Your wishlist"
      closeLabel="Close wishlist"
      onClose={onClose}
      footer={
        items.length > 0
          ? (close) => (
              <Link
                href={paths.wishlist()}
                onClick={close}
                className={buttonClasses('secondary', 'w-full')}
              >
                Open wishlist page
              </Link>
            )
          : undefined
      }
    >
      {(close) =>
        items.length > 0 ? (
          <WishlistLines items={items} onNavigate={close} className="divide-y divide-line px-5" />
        ) : (
          <EmptyBag
            icon={<HeartIcon className="size-8" />}
            message={WISHLIST_EMPTY}
            note="Tap the heart on a product to keep it here for later."
            onNavigate={close}
          />
        )
      }
    </SlideOver>
  );
}
