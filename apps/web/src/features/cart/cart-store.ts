import type { Product } from '@adepa/contract/catalogue';
import { CART_ITEM_ADDED, CART_ITEM_EXISTS, CART_OUT_OF_STOCK } from '@adepa/contract/messages';
import { toast } from '../../components/ui/toast';
import { useDrawnValue, writeShopperCookie } from '../../lib/shopper-cookies';
import { createStoredList } from '../../lib/stored-list';
import { CART_COOKIE, cartCookieValue } from './cart-cookie';
import {
  CART_LIST,
  type CartItem,
  cartItemOf,
  cartLineKey,
  isCartItem,
  type NewLine,
} from './cart-item';

// The cart lives in localStorage under `cartItems`: each item is the product as it was when added,
// plus the chosen quantity, image, colour, size and variant. A product in one size and colour is
// in the cart at most once (cart-item.ts), and only while it is in stock; prices are re-read by the
// server at checkout, so an old copy here can never change what a shopper pays. Every change is
// copied into the cookie /cart and /checkout are drawn from on the server (cart-cookie.ts).

export type { CartItem } from './cart-item';

const cart = createStoredList(CART_LIST, isCartItem);

export const readCartItems = cart.read;
export const useCartItems = cart.useItems;

/** For cart-changes.ts too: the changes made from the cart panel and pages, which load later. */
export function writeCartItems(items: readonly CartItem[]): void {
  cart.write(items);
  copyCartToCookie();
}

/**
 * At start, and after every change: the cookie holds the cart as this browser keeps it (a
 * change made in another tab was copied by that tab; the cookie is shared).
 */
export function copyCartToCookie(): void {
  writeShopperCookie(CART_COOKIE, cartCookieValue(cart.read()));
}

/** Whether the server drew this page with the shopper's cart (prefetch.ts): /cart, /checkout. */
export function useCartDrawn(): boolean {
  return useDrawnValue<readonly CartItem[]>(CART_LIST) !== undefined;
}

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
  writeCartItems([...items, item]);
  toast.success(CART_ITEM_ADDED);
  return true;
}
