import type { Product } from '@adepa/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { shortLines } from './cart-changes';
import { cartItemOf, cartLineKey, chosenOptionsText, isCartItem } from './cart-item';

const shirt = {
  _id: 'p1',
  name: 'Kente shirt',
  price: 200,
  discount: 150,
  stock: 9,
  image: [{ url: '/a.webp' }],
  sizes: ['M', 'L'],
  colors: ['Red'],
} as Product;

const variant = (id: string, stock = 4) => ({ _id: id, stock, discount: 160, price: 210 });

describe('cart lines', () => {
  it('makes the same product in another size another line, and the same size the same line', () => {
    const large = cartItemOf(shirt, { qty: 1, size: 'L', color: 'Red', variant: variant('vL') });
    const medium = cartItemOf(shirt, { qty: 1, size: 'M', color: 'Red', variant: variant('vM') });
    const largeAgain = cartItemOf(shirt, {
      qty: 3,
      size: 'L',
      color: 'Red',
      variant: variant('vL'),
    });
    expect(cartLineKey(medium)).not.toBe(cartLineKey(large));
    expect(cartLineKey(largeAgain)).toBe(cartLineKey(large));
  });

  it('knows a line stored before variants (no variantId) as the same size and colour', () => {
    const stored = {
      ...shirt,
      qty: 1,
      select: 0,
      imageUrl: '',
      productSize: 'L',
      productColor: 'Red',
    };
    expect(isCartItem(JSON.parse(JSON.stringify(stored)))).toBe(true);
    const added = cartItemOf(shirt, { qty: 1, size: 'L', color: 'Red', variant: variant('vL') });
    expect(cartLineKey(stored)).toBe(cartLineKey(added));
  });

  it("keeps the variant's id, stock and prices, and bounds the quantity by its stock", () => {
    const line = cartItemOf(shirt, { qty: 7, size: 'L', color: 'Red', variant: variant('vL', 2) });
    expect(line).toMatchObject({ variantId: 'vL', stock: 2, qty: 2, discount: 160, price: 210 });
    expect(chosenOptionsText(line)).toBe('Size: L · Colour: Red');
  });

  it('keeps none of the variants the product page read with the product', () => {
    const onPage = { ...shirt, stockPerVariant: true, variants: [{ _id: 'vL' }] } as Product;
    const line = cartItemOf(onPage, { qty: 1 });
    expect(line).not.toHaveProperty('variants');
    expect(line).not.toHaveProperty('stockPerVariant');
    expect(line).not.toHaveProperty('variantId');
    expect(line.stock).toBe(9);
  });
});

describe('a shortage at checkout', () => {
  const lines = [{ _id: 'p1', variantId: 'vL' }, { _id: 'p1', variantId: 'vM' }, { _id: 'p2' }];

  it("is about the variant's line when it names one", () => {
    expect(shortLines(lines, { productId: 'p1', variantId: 'vM' })).toEqual([lines[1]]);
  });

  it('is about every line of the product when it names none, or none of the lines has it', () => {
    expect(shortLines(lines, { productId: 'p1', variantId: null })).toEqual(lines.slice(0, 2));
    expect(shortLines(lines, { productId: 'p1', variantId: 'gone' })).toEqual(lines.slice(0, 2));
  });
});
