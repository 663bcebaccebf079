import type { Product } from '@adepa/contract/catalogue';
import { RemovableList } from '../../../components/ui/removable-list';
import { removeFromWishlist } from '../wishlist-store';
import { WishlistLine } from './wishlist-line';

type WishlistLinesProps = {
  items: readonly Product[];
  onNavigate?: () => void;
  className?: string;
  /** Classes of each item (a card on the wishlist page). */
  itemClassName?: string;
};

/** The favourites; deleting one moves focus to the next Delete button, or to the way out. */
export function WishlistLines({
  items,
  onNavigate,
  className = '',
  itemClassName,
}: WishlistLinesProps) {
  return (
    <RemovableList
      items={items}
      label="Products in your wishlist"
      className={className}
      keyOf={(product) => product._id}
      remove={(product) => {
        removeFromWishlist(product._id);
        return `${product.name} removed from your wishlist`;
      }}
      renderItem={(product, onRemove) => (
        <WishlistLine
          product={product}
          onNavigate={onNavigate}
          className={itemClassName}
          onDelete={onRemove}
        />
      )}
    />
  );
}
