import type { Product } from '@adepa/contract/catalogue';
import { paths } from '@adepa/contract/paths';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { CartIcon, HeartIcon, ShieldCheckIcon } from '../../../components/ui/icons';
import { SelectField } from '../../../components/ui/select-field';
import { shop } from '../../../lib/shop-settings';
import { addToCart, useIsInCart } from '../../cart';
import { toggleWishlist, useIsInWishlist } from '../../wishlist';
import { QuantityStepper } from './quantity-stepper';
import { WhatsAppOrderLink } from './whatsapp-order-link';

type PurchasePanelProps = {
  product: Product;
  /** The picture shown in the gallery, kept with the cart item. */
  selectedImage: number;
};

const CHOOSE_COLOUR = 'Please choose a colour';
const CHOOSE_SIZE = 'Please choose a size';

/** Colour and size (when the product has them), quantity, Add to cart and the wishlist heart. */
export function PurchasePanel({ product, selectedImage }: PurchasePanelProps) {
  const [qty, setQty] = useState(1);
  const [color, setColor] = useState('');
  const [size, setSize] = useState('');
  const [errors, setErrors] = useState<{ color?: string; size?: string }>({});
  const colorRef = useRef<HTMLSelectElement>(null);
  const sizeRef = useRef<HTMLSelectElement>(null);
  const inCart = useIsInCart(product._id);
  const inWishlist = useIsInWishlist(product._id);

  function onAdd() {
    // A shoe in the wrong size is worse than one more tap: colour and size must be chosen.
    const missing = {
      color: product.colors.length > 0 && !color ? CHOOSE_COLOUR : undefined,
      size: product.sizes.length > 0 && !size ? CHOOSE_SIZE : undefined,
    };
    setErrors(missing);
    if (missing.color) return colorRef.current?.focus();
    if (missing.size) return sizeRef.current?.focus();
    addToCart(product, { qty, color, size, select: selectedImage });
  }

  return (
    <div className="flex flex-col gap-4">
      {(product.colors.length > 0 || product.sizes.length > 0) && (
        <div className="grid grid-cols-2 gap-3">
          {product.colors.length > 0 && (
            <SelectField
              ref={colorRef}
              label="Colour"
              placeholder="Choose a colour"
              options={product.colors}
              value={color}
              error={errors.color}
              onChange={(event) => {
                setColor(event.target.value);
                setErrors((current) => ({ ...current, color: undefined }));
              }}
            />
          )}
          {product.sizes.length > 0 && (
            <SelectField
              ref={sizeRef}
              label="Size"
              placeholder="Choose a size"
              options={product.sizes}
              value={size}
              error={errors.size}
              onChange={(event) => {
                setSize(event.target.value);
                setErrors((current) => ({ ...current, size: undefined }));
              }}
            />
          )}
        </div>
      )}

      <QuantityStepper
        value={qty}
        stock={Math.min(product.stock, shop.unitsPerLine)}
        onChange={setQty}
      />

      <div className="flex items-center gap-3">
        <Button onClick={onAdd} className="min-h-12 flex-1 text-base">
          <CartIcon className="size-5" />
          Add to cart
        </Button>
        <button
          type="button"
          onClick={() => toggleWishlist(product)}
          aria-label={inWishlist ? 'Remove from wishlist' : 'Add to wishlist'}
          className="grid size-12 shrink-0 place-items-center rounded-full bg-white ring-1 ring-field hover:bg-red/5"
        >
          <HeartIcon className={`size-6 ${inWishlist ? 'fill-red text-red' : 'text-ink'}`} />
        </button>
      </div>
      <WhatsAppOrderLink product={product} qty={qty} color={color} size={size} />

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
