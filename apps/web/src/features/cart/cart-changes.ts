import { shop } from '../../lib/shop-settings';
import { type CartItem, readCartItems, writeCartItems } from './cart-store';

// Changes made from the cart panel, the cart page and checkout. They live apart from cart-store.ts,
// which every page loads, so that the first page stays small.

/** Changing the quantity replaces the item; it stays within 1, the stock and the shop's most. */
export function setCartQty(productId: string, qty: number): void {
  updateItem(productId, (item) => ({
    ...item,
    qty: Math.min(Math.max(Math.trunc(qty), 1), Math.max(item.stock, 1), shop.unitsPerLine),
  }));
}

/** The server said only `available` are left (a 409 at checkout): the line follows. */
export function setCartStock(productId: string, available: number): void {
  updateItem(productId, (item) => ({
    ...item,
    stock: available,
    qty: Math.max(Math.min(item.qty, available), 1),
  }));
}

export function removeFromCart(productId: string): void {
  writeCartItems(readCartItems().filter((item) => item._id !== productId));
}

/** After an order is placed (the thank-you page). */
export function clearCart(): void {
  writeCartItems([]);
}

function updateItem(productId: string, change: (item: CartItem) => CartItem): void {
  writeCartItems(readCartItems().map((item) => (item._id === productId ? change(item) : item)));
}
