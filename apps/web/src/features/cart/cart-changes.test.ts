import type { Product } from '@adepa/contract/catalogue';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCartStock } from './cart-changes';
import { cartItemOf } from './cart-item';
import { readCartItems, writeCartItems } from './cart-store';

// The cart as the browser keeps it (localStorage, change news on window), here in memory.
beforeEach(() => {
  const kept = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
  });
  vi.stubGlobal('window', new EventTarget());
});
afterEach(() => vi.unstubAllGlobals());

const smock = {
  _id: 'p1',
  name: 'Fugu smock',
  price: 200,
  discount: 150,
  stock: 9,
  image: [{ url: '/a.webp' }],
  sizes: ['M', 'L'],
  colors: [],
} as unknown as Product;

const qtys = () => readCartItems().map((item) => `${item.productSize}:${item.qty}`);

describe('a shortage at checkout', () => {
  it('shares one stock out between the sizes that share it, in cart order', () => {
    writeCartItems([
      cartItemOf(smock, { qty: 2, size: 'M' }),
      cartItemOf(smock, { qty: 3, size: 'L' }),
    ]);
    setCartStock({ productId: 'p1', available: 4 });
    expect(qtys()).toEqual(['M:2', 'L:2']);
    expect(readCartItems().map((item) => item.stock)).toEqual([4, 4]);
  });

  it("sets only the named size's line when the size has a stock of its own", () => {
    writeCartItems([
      cartItemOf(smock, {
        qty: 2,
        size: 'M',
        variant: { _id: 'vM', stock: 9, discount: 150, price: 200 },
      }),
      cartItemOf(smock, {
        qty: 3,
        size: 'L',
        variant: { _id: 'vL', stock: 9, discount: 150, price: 200 },
      }),
    ]);
    setCartStock({ productId: 'p1', variantId: 'vL', available: 1 });
    expect(qtys()).toEqual(['M:2', 'L:1']);
  });
});
