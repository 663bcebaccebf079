import type { Product, ProductPage } from '@adepa/contract/catalogue';
import { CART_COOKIE, cartCookieValue } from '../apps/web/src/features/cart/cart-cookie.ts';
import { type CartItem, cartItemOf } from '../apps/web/src/features/cart/cart-item.ts';

// A returning shopper's browser as the web app leaves it (apps/web/src/features/cart): the cart
// in localStorage under `cartItems`, each item the product as it was when added, and its copy in
// the cookie that /cart and /checkout are drawn from on the server. The `/cart` and `/checkout`
// pages are measured with two products in it, read from the shop's own api.

export type ShopperBrowser = {
  /** Set in localStorage of the shop's origin. */
  localStorage: Record<string, string>;
  /** Each written as `document.cookie` on the shop's origin. */
  cookies: string[];
};

/** A browser whose cart holds the shop's two newest products in stock, one of each. */
export async function twoItemCart(baseUrl: string): Promise<ShopperBrowser> {
  const response = await fetch(`${baseUrl}/api/products/allProducts?page=1`);
  if (!response.ok) throw new Error(`product list answered ${response.status}`);
  const { products } = (await response.json()) as ProductPage;
  const inStock = products.filter((p) => p.stock > 0).slice(0, 2);
  if (inStock.length < 2)
    throw new Error('the demo catalogue has fewer than two products in stock');
  const items = inStock.map(cartItem);
  const cookie = `${CART_COOKIE}=${cartCookieValue(items)}`;
  return {
    localStorage: { cartItems: JSON.stringify(items) },
    cookies: ['/cart', '/checkout'].map((path) => `${cookie}; Path=${path}`),
  };
}

function cartItem(product: Product): CartItem {
  return cartItemOf(product, {
    qty: 1,
    color: product.colors[0] ?? '',
    size: product.sizes[0] ?? '',
  });
}
