import type { Product, ProductPage } from '@adepa/contract/catalogue';

// A shopper's cart as the web app keeps it (apps/web/src/features/cart/cart-store.ts): a JSON
// array in localStorage under `cartItems`, each item the product as it was when added, with the
// quantity, the chosen picture, colour and size. The `/cart` and `/checkout` pages are measured
// with two products in it, read from the shop's own api.

export const CART_STORAGE_KEY = 'cartItems';

/** The stored text of a cart holding the shop's two newest products in stock, one of each. */
export async function twoItemCart(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/products/allProducts?page=1`);
  if (!response.ok) throw new Error(`product list answered ${response.status}`);
  const { products } = (await response.json()) as ProductPage;
  const inStock = products.filter((p) => p.stock > 0).slice(0, 2);
  if (inStock.length < 2)
    throw new Error('the demo catalogue has fewer than two products in stock');
  return JSON.stringify(inStock.map(cartItem));
}

function cartItem(product: Product) {
  return {
    ...product,
    qty: 1,
    select: 0,
    imageUrl: product.image[0]?.url ?? '',
    productColor: product.colors[0] ?? '',
    productSize: product.sizes[0] ?? '',
  };
}
