import { MOST_COOKIE_CHARS } from '../../lib/shopper-cookies';
import type { CartItem } from './cart-item';

// The cart as its cookie holds it (lib/shopper-cookies.ts): for each line, only what the server
// needs to draw it from the catalogue (product, variant, quantity, picture, size and colour), each
// field URI-encoded, `|` between fields and `&` between lines. About 90 characters a line.

export const CART_COOKIE = 'adepa_cart';
/** A cart longer than a cookie holds: the server draws the page's loading state instead. */
const TOO_LONG = '*';
/**
 * More lines than a browser's cookie holds (some 40) were not written by this app: such a value
 * is not read, so a made-up header cannot have one page read the catalogue hundreds of times.
 */
const MOST_LINES = 50;

/** One cart line as the cookie holds it. */
export type CookieLine = {
  productId: string;
  variantId: string;
  qty: number;
  select: number;
  size: string;
  color: string;
};

/** The cookie's value for `items`; undefined for an empty cart, which needs none. */
export function cartCookieValue(items: readonly CartItem[]): string | undefined {
  if (items.length === 0) return undefined;
  const value = items
    .map((item) =>
      [item._id, item.variantId ?? '', item.qty, item.select, item.productSize, item.productColor]
        .map((field) => encodeURIComponent(String(field)))
        .join('|'),
    )
    .join('&');
  return CART_COOKIE.length + 1 + value.length > MOST_COOKIE_CHARS ? TOO_LONG : value;
}

/**
 * The lines a cookie value holds ([] without one); undefined when the cart was too long for it.
 * A line that does not read as one is left out: the browser still has it, and shows it.
 */
export function cookieLines(value: string | undefined): CookieLine[] | undefined {
  if (value === TOO_LONG) return undefined;
  if (!value) return [];
  const texts = value.split('&');
  if (texts.length > MOST_LINES) return undefined;
  return texts.flatMap((text) => {
    const line = readLine(text.split('|'));
    return line ? [line] : [];
  });
}

function readLine(fields: string[]): CookieLine | undefined {
  if (fields.length !== 6) return undefined;
  try {
    const [productId, variantId, qty, select, size, color] = fields.map(decodeURIComponent) as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const line = { productId, variantId, qty: Number(qty), select: Number(select), size, color };
    const counts = Number.isInteger(line.qty) && line.qty >= 1 && Number.isInteger(line.select);
    return productId && counts && line.select >= 0 ? line : undefined;
  } catch {
    return undefined; // Not URI-encoded: not written by this app.
  }
}
