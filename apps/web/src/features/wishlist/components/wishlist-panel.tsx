import { paths } from '@adepa/contract/paths';
import { BagPanel } from '../../../components/ui/bag-panel';
import { ButtonLink } from '../../../components/ui/button-link';
import { useWishlist } from '../wishlist-store';
import { emptyWishlist } from './empty-wishlist';
import { WishlistLines } from './wishlist-lines';

/** The header heart's slide-over: each favourite with View details and Delete. */
export function WishlistPanel({ onClose }: { onClose: () => void }) {
  const items = useWishlist();
  return (
    <BagPanel
      title="Your wishlist"
      closeLabel="Close wishlist"
      onClose={onClose}
      empty={items.length > 0 ? null : emptyWishlist}
      footer={(close) => (
        <ButtonLink href={paths.wishlist()} onClick={close} variant="secondary" className="w-full">
          Open wishlist page
        </ButtonLink>
      )}
    >
      {(close) => (
        <WishlistLines items={items} onNavigate={close} className="divide-y divide-line px-5" />
      )}
    </BagPanel>
  );
}
