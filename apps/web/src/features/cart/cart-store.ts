import type { Product } from '@adepa/contract/catalogue';
import { CART_ITEM_ADDED, CART_ITEM_EXISTS, CART_OUT_OF_STOCK } from '@adepa/contract/messages';
import { toast } from '../../components/ui/toast';
import { shop } from '../../lib/shop-settings';
import { createStoredList } from '../../lib/stored-list';

// The cart lives in localStorage under `cartItems`: each item is the product as it was when added,
// plus the chosen quantity, image, colour and size. A product is in the cart at most once, and only
// while it is in stock; prices are re-read by the server at checkout, so an old copy here can never
// change what a shopper pays.

export type CartItem = Product & {
  qty: number;
  /** Index of the chosen picture in `image`. */
  select: number;
  imageUrl: string;
  productColor: string;
  productSize: string;
};

function isCartItem(value: unknown): value is CartItem {
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

const cart = createStoredList('cartItems', isCartItem);

export const readCartItems = cart.read;
export const useCartItems = cart.useItems;
/** For cart-changes.ts: the changes made from the cart panel and pages, which load later. */
export const writeCartItems = cart.write;

export function useCartCount(): number {
  return cart.useItems().length;
}

export function useIsInCart(productId: string): boolean {
  return cart.useItems().some((item) => item._id === productId);
}

type AddToCartOptions = { qty: number; color?: string; size?: string; select?: number };

/** Adds the product, or says why not (already there, out of stock). True when it was added. */
export function addToCart(product: Product, options: AddToCartOptions): boolean {
  const items = cart.read();
  if (items.some((item) => item._id === product._id)) {
    toast.error(CART_ITEM_EXISTS);
    return false;
  }
  if (product.stock < 1) {
    toast.error(CART_OUT_OF_STOCK);
    return false;
  }
  const select = Math.min(Math.max(options.select ?? 0, 0), Math.max(product.image.length - 1, 0));
  const item: CartItem = {
    ...product,
    qty: Math.min(Math.max(Math.trunc(options.qty), 1), product.stock, shop.unitsPerLine),
    select,
    imageUrl: product.image[select]?.url ?? '',
    productColor: options.color ?? '',
    productSize: options.size ?? '',
  };
  cart.write([...items, item]);
  toast.success(CART_ITEM_ADDED);
  return true;
}
