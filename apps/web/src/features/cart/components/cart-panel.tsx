import { CART_EMPTY } from '@adepa/contract/messages';
import { formatCedi } from '@adepa/contract/money';
import { paths } from '@adepa/contract/paths';
import { Link } from 'wouter';
import { BagIcon } from '../../../components/ui/action-icons';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyBag } from '../../../components/ui/empty-bag';
import { PromiseNote } from '../../../components/ui/promise-note';
import { SlideOver } from '../../../components/ui/slide-over';
import { useCartItems } from '../cart-store';
import { itemsPrice } from '../cart-totals';
import { CartLines } from './cart-lines';

/** The header cart icon's slide-over: items, Subtotal, Proceed Checkout. */
export function CartPanel({ onClose }: { onClose: () => void }) {
  const items = useCartItems();
  return (
    <SlideOver
      title={`Your Cart (${items.length}) Items`}
      closeLabel="Close cart"
      onClose={onClose}
      footer={
        items.length > 0
          ? (close) => (
              <>
                <p className="flex items-baseline justify-between text-base font-bold">
                  <span>Subtotal</span>
                  <span>{formatCedi(itemsPrice(items))}</span>
                </p>
                <p className="mt-1 text-xs text-muted">
                  Delivery is added at checkout: its fee depends on your region.
                </p>
                <div className="mt-3 grid gap-2">
                  <Link
                    href={paths.checkout()}
                    onClick={close}
                    className={buttonClasses('primary', 'min-h-12 w-full text-base')}
                  >
                    Proceed Checkout
                  </Link>
                  <Link
                    href={paths.cart()}
                    onClick={close}
                    className={buttonClasses('secondary', 'w-full')}
                  >
                    View cart
                  </Link>
                </div>
                <PromiseNote className="mt-3" />
              </>
            )
          : undefined
      }
    >
      {(close) =>
        items.length > 0 ? (
          <CartLines items={items} onNavigate={close} className="px-5" />
        ) : (
          <EmptyBag
            icon={<BagIcon className="size-8" />}
            message={CART_EMPTY}
            note="Find something good in the shop. You pay only when it is delivered."
            onNavigate={close}
          />
        )
      }
    </SlideOver>
  );
}
