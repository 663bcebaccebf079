import type { Product } from '@adepa/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { MOST_COOKIE_CHARS } from '../../lib/shopper-cookies';
import { CART_COOKIE, cartCookieValue, cookieLines } from './cart-cookie';
import { cartItemOf } from './cart-item';

const shirt = {
  _id: 'b24b843c-3fca-452d-be41-fe099566c3b4',
  name: 'Kente shirt',
  price: 200,
  discount: 150,
  stock: 9,
  image: [{ url: '/a.webp' }, { url: '/b.webp' }],
  sizes: ['M'],
  colors: ['Red & Gold'],
} as Product;

const line = (size: string, color: string, qty = 2) =>
  cartItemOf(shirt, {
    qty,
    size,
    color,
    select: 1,
    variant: { _id: '7065a518-c12d-490d-a049-4d0774b53a6c', stock: 5, discount: 160, price: 210 },
  });

// A cookie value may hold no spaces, commas, semicolons, quotes or backslashes (RFC 6265).
const COOKIE_OCTETS = /^[!#-+\--:<-[\]-~]*$/;

describe('the cart cookie', () => {
  it('holds what the server draws a line from, whatever a size or colour is called', () => {
    const items = [line('M', 'Red & Gold'), line('UK 7; wide, "narrow"|&\\', 'Ọ̀yọ́ blue', 1)];
    const value = cartCookieValue(items)!;
    expect(value).toMatch(COOKIE_OCTETS);
    expect(cookieLines(value)).toEqual([
      {
        productId: shirt._id,
        variantId: '7065a518-c12d-490d-a049-4d0774b53a6c',
        qty: 2,
        select: 1,
        size: 'M',
        color: 'Red & Gold',
      },
      {
        productId: shirt._id,
        variantId: '7065a518-c12d-490d-a049-4d0774b53a6c',
        qty: 1,
        select: 1,
        size: 'UK 7; wide, "narrow"|&\\',
        color: 'Ọ̀yọ́ blue',
      },
    ]);
  });

  it('is not needed for an empty cart, which reads as no lines', () => {
    expect(cartCookieValue([])).toBeUndefined();
    expect(cookieLines(undefined)).toEqual([]);
    expect(cookieLines('')).toEqual([]);
  });

  it('says so when the cart is longer than a cookie holds, and is then not drawn', () => {
    const many = Array.from({ length: 50 }, (_, index) => line(`Size ${index}`, 'Red'));
    const value = cartCookieValue(many)!;
    expect(CART_COOKIE.length + 1 + value.length).toBeLessThanOrEqual(MOST_COOKIE_CHARS);
    expect(cookieLines(value)).toBeUndefined();
  });

  it('is not read when it holds more lines than a browser keeps (a made-up header)', () => {
    const line = cartCookieValue([cartItemOf(shirt, { qty: 1 })])!;
    expect(cookieLines(Array.from({ length: 50 }, () => line).join('&'))).toHaveLength(50);
    expect(cookieLines(Array.from({ length: 51 }, () => line).join('&'))).toBeUndefined();
  });

  it('leaves out lines it cannot read, keeping the rest', () => {
    const good = cartCookieValue([line('M', 'Red')])!;
    for (const bad of [
      'x|y',
      '|v|1|0||',
      'p|v|0|0||',
      'p|v|1.5|0||',
      'p|v|1|-1||',
      'p|v|1|0|%E0%A4%A|',
    ]) {
      expect(cookieLines(`${bad}&${good}`), bad).toHaveLength(1);
    }
  });
});
