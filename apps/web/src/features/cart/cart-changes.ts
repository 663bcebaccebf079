import type { ShortageReply } from '@adepa/contract/orders';
import { shop } from '../../lib/shop-settings';
import { type CartItem, cartLineKey } from './cart-item';
import { readCartItems, writeCartItems } from './cart-store';

// Changes made from the cart panel, the cart page and checkout. They live apart from cart-store.ts,
// which every page loads, so that the first page stays small. A line is named by its key
// (cartLineKey): the same product may be in the cart in two sizes.

/** Changing the quantity replaces the item; it stays within 1, the stock and the shop's most. */
export function setCartQty(lineKey: string, qty: number): void {
  updateLines(
    (item) => cartLineKey(item) === lineKey,
    (item) => ({
      ...item,
      qty: Math.min(Math.max(Math.trunc(qty), 1), Math.max(item.stock, 1), shop.unitsPerLine),
    }),
  );
}

/**
 * The lines a 409 "not enough stock" is about: the variant's line when it names one, else every
 * line of the product (its stock is shared by its sizes, or the line is older than variants).
 */
export function shortLines<T extends Pick<CartItem, '_id' | 'variantId'>>(
  items: readonly T[],
  shortage: Pick<ShortageReply, 'productId' | 'variantId'>,
): T[] {
  const ofProduct = items.filter((item) => item._id === shortage.productId);
  const ofVariant = ofProduct.filter((item) => item.variantId === shortage.variantId);
  return shortage.variantId && ofVariant.length > 0 ? ofVariant : ofProduct;
}

/**
 * The server said only `available` are left (a 409 at checkout): the lines it is about follow.
 * Lines sharing one stock (two sizes of a product counted as one) share it out in cart order.
 */
export function setCartStock(
  shortage: Pick<ShortageReply, 'productId' | 'variantId' | 'available'>,
) {
  const short = new Set(shortLines(readCartItems(), shortage).map(cartLineKey));
  let left = shortage.available;
  updateLines(
    (item) => short.has(cartLineKey(item)),
    (item) => {
      const qty = Math.max(Math.min(item.qty, left), 1);
      left = Math.max(left - qty, 0);
      return { ...item, stock: shortage.available, qty };
    },
  );
}

export function removeFromCart(lineKey: string): void {
  writeCartItems(readCartItems().filter((item) => cartLineKey(item) !== lineKey));
}

/** After an order is placed (the thank-you page). */
export function clearCart(): void {
  writeCartItems([]);
}

function updateLines(isChanged: (item: CartItem) => boolean, change: (item: CartItem) => CartItem) {
  writeCartItems(readCartItems().map((item) => (isChanged(item) ? change(item) : item)));
}
