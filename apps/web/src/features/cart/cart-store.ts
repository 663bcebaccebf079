import type { Product } from '@adepa/contract/catalogue';
import { CART_ITEM_ADDED, CART_ITEM_EXISTS, CART_OUT_OF_STOCK } from '@adepa/contract/messages';
import { toast } from '../../components/ui/toast';
import { createStoredList } from '../../lib/stored-list';
import { cartItemOf, cartLineKey, isCartItem, type NewLine } from './cart-item';

// The cart lives in localStorage under `cartItems`: each item is the product as it was when added,
// plus the chosen quantity, image, colour, size and variant. A product in one size and colour is
// in the cart at most once (cart-item.ts), and only while it is in stock; prices are re-read by the
// server at checkout, so an old copy here can never change what a shopper pays.

export type { CartItem } from './cart-item';

const cart = createStoredList('cartItems', isCartItem);

export const readCartItems = cart.read;
export const useCartItems = cart.useItems;
/** For cart-changes.ts: the changes made from the cart panel and pages, which load later. */
export const writeCartItems = cart.write;

export function useCartCount(): number {
  return cart.useItems().length;
}

/** Whether the product is in the cart, in any size or colour. */
export function useIsInCart(productId: string): boolean {
  return cart.useItems().some((item) => item._id === productId);
}

/** Adds the product as chosen, or says why not (already there, out of stock). True when added. */
export function addToCart(product: Product, line: NewLine): boolean {
  const items = cart.read();
  const item = cartItemOf(product, line);
  const key = cartLineKey(item);
  if (items.some((existing) => cartLineKey(existing) === key)) {
    toast.error(CART_ITEM_EXISTS);
    return false;
  }
  if (item.stock < 1) {
    toast.error(CART_OUT_OF_STOCK);
    return false;
  }
  cart.write([...items, item]);
  toast.success(CART_ITEM_ADDED);
  return true;
}
