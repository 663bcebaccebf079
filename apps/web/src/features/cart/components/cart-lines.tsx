import { RemovableList } from '../../../components/ui/removable-list';
import { removeFromCart } from '../cart-changes';
import { type CartItem, cartLineKey, chosenOptionsText } from '../cart-item';
import { CartLine } from './cart-line';

type CartLinesProps = {
  items: readonly CartItem[];
  onNavigate?: () => void;
  className?: string;
};

/** The cart's items; removing one moves focus to the next Remove button, or to the way out. */
export function CartLines({ items, onNavigate, className = '' }: CartLinesProps) {
  return (
    <RemovableList
      items={items}
      label="Items in your cart"
      className={`divide-y divide-line ${className}`}
      keyOf={cartLineKey}
      remove={(item) => {
        removeFromCart(cartLineKey(item));
        const options = chosenOptionsText(item, ', ');
        return `${item.name}${options ? `, ${options},` : ''} removed from your cart`;
      }}
      renderItem={(item, onRemove) => (
        <CartLine
          item={item}
          onNavigate={onNavigate}
          onRemove={onRemove}
          first={item === items[0]}
        />
      )}
    />
  );
}
