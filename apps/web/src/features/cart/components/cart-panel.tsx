import { formatCedi } from '@adepa/contract/money';
import { paths } from '@adepa/contract/paths';
import { BagPanel } from '../../../components/ui/bag-panel';
import { ButtonLink } from '../../../components/ui/button-link';
import { PromiseNote } from '../../../components/ui/promise-note';
import { useCartItems } from '../cart-store';
import { itemsPrice } from '../cart-totals';
import { CartLines } from './cart-lines';
import { emptyCart } from './empty-cart';

/** The header cart icon's slide-over: items, Subtotal, Proceed Checkout. */
export function CartPanel({ onClose }: { onClose: () => void }) {
  const items = useCartItems();
  return (
    <BagPanel
      title={`Your Cart (${items.length}) Items`}
      closeLabel="Close cart"
      onClose={onClose}
      empty={items.length > 0 ? null : emptyCart}
      footer={(close) => (
        <>
          <p className="flex items-baseline justify-between text-base font-bold">
            <span>Subtotal</span>
            <span>{formatCedi(itemsPrice(items))}</span>
          </p>
          <p className="mt-1 text-xs text-muted">
            Delivery is added at checkout: its fee depends on your region.
          </p>
          <div className="mt-3 grid gap-2">
            <ButtonLink
              href={paths.checkout()}
              onClick={close}
              className="min-h-12 w-full text-base"
            >
              Proceed Checkout
            </ButtonLink>
            <ButtonLink href={paths.cart()} onClick={close} variant="secondary" className="w-full">
              View cart
            </ButtonLink>
          </div>
          <PromiseNote className="mt-3" />
        </>
      )}
    >
      {(close) => <CartLines items={items} onNavigate={close} className="px-5" />}
    </BagPanel>
  );
}
