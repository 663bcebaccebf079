import { type ButtonHTMLAttributes, Fragment, type ReactNode, useRef, useState } from 'react';
import { useFocusAfterRemove } from '../../lib/use-focus-after-remove';
import { TrashIcon } from './action-icons';

// Lists whose lines each have a remove button (the cart, the wishlist). Removing a line moves
// focus to the next line's remove button, or to the way out once the list is empty, and a status
// line says what went: a toast would sit behind an open panel (outside a modal is inert).

type RemovableListProps<T> = {
  items: readonly T[];
  /** The list's name for screen readers ("Items in your cart"). */
  label: string;
  className?: string;
  keyOf: (item: T) => string;
  /** Removes the item and says what happened ("Kente Shirt removed from your cart"). */
  remove: (item: T) => string;
  /** A line (an <li>); `onRemove` is for its RemoveButton. */
  renderItem: (item: T, onRemove: () => void) => ReactNode;
};

export function RemovableList<T>({
  items,
  label,
  className,
  keyOf,
  remove,
  renderItem,
}: RemovableListProps<T>) {
  const ref = useRef<HTMLUListElement>(null);
  const refocus = useFocusAfterRemove(ref);
  const [said, setSaid] = useState('');
  return (
    <>
      <p role="status" className="sr-only">
        {said}
      </p>
      <ul ref={ref} aria-label={label} className={className}>
        {items.map((item, index) => (
          <Fragment key={keyOf(item)}>
            {renderItem(item, () => {
              setSaid(remove(item));
              refocus(index);
            })}
          </Fragment>
        ))}
      </ul>
    </>
  );
}

/**
 * The red trash-can button of a line that can go. Its words are short ("Remove"); add the line's
 * name for screen readers in an sr-only span. In a RemovableList pass `data-remove`, which marks
 * where focus goes after a removal.
 */
export function RemoveButton({
  children,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { 'data-remove'?: boolean }) {
  return (
    <button
      type={type}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-red hover:bg-red/5"
      {...props}
    >
      <TrashIcon className="size-5" />
      {children}
    </button>
  );
}
