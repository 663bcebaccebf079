import { paths } from '@adepa/contract/paths';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { CartIcon, HeartIcon, ShieldCheckIcon } from '../../../components/ui/icons';
import { shop } from '../../../lib/shop-settings';
import { addToCart, chosenVariantOf, useIsInCart } from '../../cart';
import { toggleWishlist, useIsInWishlist } from '../../wishlist';
import type { VariantChoice } from '../hooks/use-variant-choice';
import {
  missingChoices,
  type OptionKind,
  type ProductOnSale,
  productOnly,
} from '../variant-choice';
import { QuantityStepper } from './quantity-stepper';
import { VariantPicker } from './variant-picker';
import { WhatsAppOrderLink } from './whatsapp-order-link';

type PurchasePanelProps = {
  product: ProductOnSale;
  /** The picture shown in the gallery, kept with the cart item. */
  selectedImage: number;
  /** The size and colour picked, and their variant, stock and prices. */
  variantChoice: VariantChoice;
};

const CHOOSE_COLOUR = 'Please choose a colour';
const CHOOSE_SIZE = 'Please choose a size';

const CHOICE_NEEDED: Record<OptionKind, string> = { color: CHOOSE_COLOUR, size: CHOOSE_SIZE };

/** Colour and size (when the product has them), quantity, Add to cart and the wishlist heart. */
export function PurchasePanel({ product, selectedImage, variantChoice }: PurchasePanelProps) {
  const [qty, setQty] = useState(1);
  const [errors, setErrors] = useState<Partial<Record<OptionKind, string>>>({});
  const colorRef = useRef<HTMLDivElement>(null);
  const sizeRef = useRef<HTMLDivElement>(null);
  const inCart = useIsInCart(product._id);
  const inWishlist = useIsInWishlist(product._id);
  const { choice, variant, stock, prices } = variantChoice;
  // The quantity is bounded by what is on the shelf of the choice, and the shop's most per line.
  const most = Math.max(Math.min(stock, shop.unitsPerLine), 1);
  const quantity = Math.min(qty, most);

  function onAdd() {
    // A shoe in the wrong size is worse than one more tap: colour and size must be chosen (of a
    // product sold out in every size, addToCart says it is out of stock instead).
    const missing = product.stock > 0 ? missingChoices(product, choice) : [];
    setErrors(Object.fromEntries(missing.map((kind) => [kind, CHOICE_NEEDED[kind]])));
    const [first] = missing;
    if (first) {
      const group = (first === 'color' ? colorRef : sizeRef).current;
      return group?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
    }
    addToCart(product, {
      qty: quantity,
      color: choice.color,
      size: choice.size,
      select: selectedImage,
      variant: variant && chosenVariantOf(product, variant),
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <VariantPicker
        product={product}
        variantChoice={variantChoice}
        errors={errors}
        onChosen={(kind) => setErrors((current) => ({ ...current, [kind]: undefined }))}
        colorRef={colorRef}
        sizeRef={sizeRef}
      />

      <QuantityStepper
        value={quantity}
        stock={Math.min(stock, shop.unitsPerLine)}
        onChange={setQty}
      />

      <div className="flex items-center gap-3">
        <Button onClick={onAdd} className="min-h-12 flex-1 text-base">
          <CartIcon className="size-5" />
          Add to cart
        </Button>
        <button
          type="button"
          onClick={() => toggleWishlist(productOnly(product))}
          aria-label={inWishlist ? 'Remove from wishlist' : 'Add to wishlist'}
          className="grid size-12 shrink-0 place-items-center rounded-full bg-white ring-1 ring-field hover:bg-red/5"
        >
          <HeartIcon className={`size-6 ${inWishlist ? 'fill-red text-red' : 'text-ink'}`} />
        </button>
      </div>
      <WhatsAppOrderLink
        product={{ ...product, discount: prices.discount }}
        qty={quantity}
        color={choice.color}
        size={choice.size}
      />

      {inCart && (
        <p className="text-sm text-ink">
          This item is in your cart.{' '}
          <Link
            href={paths.cart()}
            className="font-semibold text-green underline underline-offset-2"
          >
            View cart
          </Link>
        </p>
      )}

      <p className="flex items-center gap-2 rounded-xl bg-green-soft px-3 py-2.5 text-sm font-semibold text-green-dark">
        <ShieldCheckIcon className="size-5 shrink-0" />
        {shop.promise}
      </p>
    </div>
  );
}
