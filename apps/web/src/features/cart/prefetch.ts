import { type ProductDetails, productDetailsPath } from '@adepa/contract/catalogue';
import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { drawFrom } from '../../lib/shopper-cookies';
import { CART_COOKIE, type CookieLine, cookieLines } from './cart-cookie';
import { CART_LIST, type CartItem, cartItemOf, chosenVariantOf } from './cart-item';

/**
 * Server only: the cart its cookie names, as /cart and /checkout draw it, from the catalogue as it
 * is now (a product no longer sold is left out). A cart too long for its cookie is not drawn: the
 * page draws its loading state, and the browser the cart.
 */
export async function drawCart(
  queryClient: QueryClient,
  cookies: ReadonlyMap<string, string>,
): Promise<void> {
  const lines = cookieLines(cookies.get(CART_COOKIE));
  if (!lines) return;
  const ids = [...new Set(lines.map((line) => line.productId))];
  const products = new Map(
    await Promise.all(ids.map(async (id) => [id, await productOrNull(id)] as const)),
  );
  const items = lines.flatMap((line) => {
    const product = products.get(line.productId);
    return product ? [drawnLine(product, line)] : [];
  });
  drawFrom(queryClient, CART_LIST, items);
}

async function productOrNull(id: string): Promise<ProductDetails['product'] | null> {
  try {
    return (await apiFetch<ProductDetails>(productDetailsPath(id))).product;
  } catch {
    return null; // No longer sold (404), or an id that names nothing.
  }
}

/** The line as the cart shows it; the page carries only what the cart shows of the product. */
function drawnLine(product: ProductDetails['product'], line: CookieLine): CartItem {
  const variant = product.variants.find((each) => each._id === line.variantId);
  const item = cartItemOf(product, {
    qty: line.qty,
    select: line.select,
    size: line.size,
    color: line.color,
    variant: variant && chosenVariantOf(product, variant),
  });
  return { ...item, description: '', features: [], publicId: [] };
}
