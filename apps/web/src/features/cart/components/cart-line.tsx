import { formatCedi } from '@adepa/contract/money';
import { paths } from '@adepa/contract/paths';
import { useId } from 'react';
import { Link } from 'wouter';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { LineThumbnail } from '../../../components/ui/line-thumbnail';
import { RemoveButton } from '../../../components/ui/removable-list';
import { shop } from '../../../lib/shop-settings';
import { setCartQty } from '../cart-changes';
import { type CartItem, cartLineKey, chosenOptionsText } from '../cart-item';
import { linePrice } from '../cart-totals';

type CartLineProps = {
  item: CartItem;
  onRemove: () => void;
  /** Called as the product link is followed (the panel closes). */
  onNavigate?: () => void;
  /** The cart's first line: its picture is fetched at once. */
  first?: boolean;
};

/** One cart item: picture, name, options, price, a quantity select from 1 to the stock, Remove. */
export function CartLine({ item, onRemove, onNavigate, first }: CartLineProps) {
  const qtyId = useId();
  const soldOut = item.stock < 1;
  // The shop sells at most `unitsPerLine` of one product per order (the api refuses more).
  const most = Math.min(Math.max(item.stock, item.qty), shop.unitsPerLine);
  const options = chosenOptionsText(item);
  const spokenOptions = chosenOptionsText(item, ', ');

  return (
    <li className="flex gap-3 py-4 sm:gap-4">
      <LineThumbnail url={item.imageUrl} first={first} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-3">
          <Link
            href={paths.product(item._id)}
            onClick={onNavigate}
            className="line-clamp-2 text-sm leading-5 font-semibold text-ink hover:text-green hover:underline"
          >
            {item.name}
          </Link>
          <p className="shrink-0 text-right text-sm font-bold">{formatCedi(linePrice(item))}</p>
        </div>
        {options && <p className="text-sm text-muted">{options}</p>}
        {item.qty > 1 && <p className="text-xs text-muted">{formatCedi(item.discount)} each</p>}
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          {soldOut ? (
            <p className="text-sm font-semibold text-red">Out of stock: please remove it</p>
          ) : (
            <div className="flex items-center gap-2">
              <label htmlFor={qtyId} className="text-sm text-muted">
                Quantity
                <span className="sr-only">
                  {' '}
                  of {item.name}
                  {spokenOptions && `, ${spokenOptions}`}
                </span>
              </label>
              <span className="relative">
                <select
                  id={qtyId}
                  value={item.qty}
                  onChange={(event) => setCartQty(cartLineKey(item), Number(event.target.value))}
                  className="h-11 w-20 appearance-none rounded-xl border border-field bg-white pr-8 pl-3 text-base text-ink focus-visible:outline-offset-0"
                >
                  {Array.from({ length: most }, (_, index) => index + 1).map((qty) => (
                    <option key={qty} value={qty}>
                      {qty}
                    </option>
                  ))}
                </select>
                <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-2 size-4 -translate-y-1/2 text-muted" />
              </span>
            </div>
          )}
          <RemoveButton data-remove onClick={onRemove}>
            Remove
            <span className="sr-only">
              {' '}
              {item.name}
              {spokenOptions && `, ${spokenOptions}`}
            </span>
          </RemoveButton>
        </div>
      </div>
    </li>
  );
}
