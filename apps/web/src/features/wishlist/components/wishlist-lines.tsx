import type { Product } from '@adepa/contract/catalog';
import { useRef, useState } from 'react';
import { useFocusAfterRemove } from '../../../lib/use-focus-after-remove';
import { removeFromWishlist } from '../wishlist-store';
import { WishlistLine } from './wishlist-line';

type WishlistLinesProps = {
  items: readonly Product[];
  onNavigate?: () => void;
  className?: string;
  /** Classes of each item (a card on the wishlist page). */
  itemClassName?: string;
};

export function WishlistLines({
  items,
  onNavigate,
  className = '',
  itemClassName,
}: WishlistLinesProps) {
  const ref = useRef<HTMLUListElement>(null);
  const refocus = useFocusAfterRemove(ref);
  // Toasts would sit behind the open panel (outside a modal is inert), so the list says it.
  const [said, setSaid] = useState('');
  return (
    <>
      <p role="status" className="sr-only">
        {said}
      </p>
      <ul ref={ref} aria-label="Products in your wishlist" className={className}>
        {items.map((product, index) => (
          <WishlistLine
            key={product._id}
            product={product}
            onNavigate={onNavigate}
            className={itemClassName}
            onDelete={() => {
              removeFromWishlist(product._id);
              setSaid(`${product.name} removed from your wishlist`);
              refocus(index);
            }}
          />
        ))}
      </ul>
    </>
  );
}
