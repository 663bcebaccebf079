import type { Product, Variant } from '@adepa/contract/catalogue';
import { shop } from '../../lib/shop-settings';

// A cart line is one product in one size and colour: the same product in another size is another
// line, the same size again is the line already there. Lines are told apart by product, size and
// colour rather than by variant id, since a line stored before products had variants has no id,
// and a size and colour name one variant of their product.

/** The stored list the cart is kept in (lib/stored-list.ts), and drawn as on the server. */
export const CART_LIST = 'cartItems';

export type CartItem = Product & {
  qty: number;
  /** Index of the chosen picture in `image`. */
  select: number;
  imageUrl: string;
  productColor: string;
  productSize: string;
  /** The variant (size and colour) chosen; absent on lines of products without, and older lines. */
  variantId?: string;
};

/** What tells one cart line from another. */
export type LineIdentity = Pick<CartItem, '_id'> &
  Partial<Pick<CartItem, 'productSize' | 'productColor'>>;

export function cartLineKey(line: LineIdentity): string {
  const option = (text: string | undefined) => (text ?? '').trim().toLowerCase();
  return [line._id, option(line.productSize), option(line.productColor)].join('\n');
}

export function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item._id === 'string' &&
    typeof item.name === 'string' &&
    typeof item.discount === 'number' &&
    typeof item.qty === 'number' &&
    item.qty >= 1
  );
}

/** The variant chosen, as the cart keeps it: which one, and its own stock and prices. */
export type ChosenVariant = { _id: string; stock: number; discount: number; price: number };

/** The selling price (`discount`) and was-price (`price`): the variant's own, else the product's. */
export function pricesOf(product: Product, variant: Variant | null) {
  return {
    discount: variant?.discount ?? product.discount,
    price: variant?.price ?? product.price,
  };
}

/** `variant` of `product` as the cart keeps it (the product page's choice, a drawn line). */
export function chosenVariantOf(product: Product, variant: Variant): ChosenVariant {
  return { _id: variant._id, stock: variant.stock, ...pricesOf(product, variant) };
}

export type NewLine = {
  qty: number;
  color?: string;
  size?: string;
  select?: number;
  variant?: ChosenVariant | null;
};

/**
 * The line for `product` as chosen: the variant's stock and prices stand in for the product's, and
 * the quantity stays within 1, the stock and the shop's most per line.
 */
export function cartItemOf(product: Product, line: NewLine): CartItem {
  // Only the product's own fields are kept: not the variants a product page read with it.
  const { stockPerVariant: _, variants: __, ...own } = product as Product & Record<string, unknown>;
  const variant = line.variant;
  const stock = variant?.stock ?? product.stock;
  const select = Math.min(Math.max(line.select ?? 0, 0), Math.max(product.image.length - 1, 0));
  return {
    ...(own as Product),
    ...(variant && { stock, discount: variant.discount, price: variant.price }),
    qty: Math.min(Math.max(Math.trunc(line.qty), 1), Math.max(stock, 1), shop.unitsPerLine),
    select,
    imageUrl: product.image[select]?.url ?? '',
    productColor: line.color ?? '',
    productSize: line.size ?? '',
    ...(variant && { variantId: variant._id }),
  };
}

/** "Size: L · Colour: Red" (`separator` between), or '' for a line with neither. */
export function chosenOptionsText(
  line: Partial<Pick<CartItem, 'productSize' | 'productColor'>>,
  separator = ' · ',
) {
  return [
    line.productSize && `Size: ${line.productSize}`,
    line.productColor && `Colour: ${line.productColor}`,
  ]
    .filter(Boolean)
    .join(separator);
}
