import { useRef, useState } from 'react';
import { useFocusAfterRemove } from '../../../lib/use-focus-after-remove';
import { removeFromCart } from '../cart-changes';
import type { CartItem } from '../cart-store';
import { CartLine } from './cart-line';

type CartLinesProps = {
  items: readonly CartItem[];
  onNavigate?: () => void;
  className?: string;
};

/** The cart's items; removing one moves focus to the next Remove button, or to the way out. */
export function CartLines({ items, onNavigate, className = '' }: CartLinesProps) {
  const ref = useRef<HTMLUListElement>(null);
  const refocus = useFocusAfterRemove(ref);
  // Toasts would sit behind the open panel (outside a modal is inert), so the list says it.
  const [said, setSaid] = useState('');
  return (
    <>
      <p role="status" className="sr-only">
        {said}
      </p>
      <ul ref={ref} aria-label="Items in your cart" className={`divide-y divide-line ${className}`}>
        {items.map((item, index) => (
          <CartLine
            key={item._id}
            item={item}
            onNavigate={onNavigate}
            onRemove={() => {
              removeFromCart(item._id);
              setSaid(`${item.name} removed from your cart`);
              refocus(index);
            }}
          />
        ))}
      </ul>
    </>
  );
}
