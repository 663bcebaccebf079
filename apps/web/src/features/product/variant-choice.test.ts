import { describe, expect, it } from 'vitest';
import {
  type Choice,
  chosenVariant,
  missingChoices,
  NOTHING_CHOSEN,
  type ProductOnSale,
  pictureOf,
  pricesOf,
  soldOutOptions,
  stockOnShelf,
} from './variant-choice';

// A shirt counted per size and colour: L is gone in Red, and XL in every colour.
const stocks: [size: string, color: string, stock: number][] = [
  ['M', 'Red', 3],
  ['M', 'Blue', 0],
  ['L', 'Red', 0],
  ['L', 'Blue', 2],
  ['XL', 'Red', 0],
  ['XL', 'Blue', 0],
];

const shirt = {
  _id: 'p1',
  name: 'Kente shirt',
  price: 200,
  discount: 150,
  stock: 5,
  sizes: ['M', 'L', 'XL'],
  colors: ['Red', 'Blue'],
  image: [{ url: '/a.webp' }, { url: '/b.webp' }],
  stockPerVariant: true,
  variants: stocks.map(([size, color, stock], index) => ({
    _id: `v${index}`,
    size,
    color,
    sku: `SH-${size}-${color}`,
    price: null,
    discount: size === 'XL' ? 170 : null,
    stock,
    image: color === 'Blue' ? 1 : null,
  })),
} as ProductOnSale;

const choice = (size: string, color: string): Choice => ({ size, color });

describe('which sizes and colours are sold out', () => {
  it('with nothing chosen, marks only what is gone in every colour and size', () => {
    expect([...soldOutOptions(shirt, 'size', NOTHING_CHOSEN)]).toEqual(['XL']);
    expect([...soldOutOptions(shirt, 'color', NOTHING_CHOSEN)]).toEqual([]);
  });

  it('re-marks the sizes for the colour chosen, and frees them again for another colour', () => {
    expect([...soldOutOptions(shirt, 'size', choice('', 'Red'))]).toEqual(['L', 'XL']);
    expect([...soldOutOptions(shirt, 'size', choice('', 'Blue'))]).toEqual(['M', 'XL']);
  });

  it('re-marks the colours for the size chosen', () => {
    expect([...soldOutOptions(shirt, 'color', choice('L', ''))]).toEqual(['Red']);
    expect([...soldOutOptions(shirt, 'color', choice('M', ''))]).toEqual(['Blue']);
  });

  it('never marks the size chosen for the colour that can be chosen beside it', () => {
    for (const size of ['M', 'L']) {
      const colours = soldOutOptions(shirt, 'color', choice(size, ''));
      for (const color of ['Red', 'Blue'].filter((c) => !colours.has(c))) {
        expect(soldOutOptions(shirt, 'size', choice(size, color)).has(size)).toBe(false);
      }
    }
  });

  it('marks every option of a product without variants only when the product is sold out', () => {
    const plain = { ...shirt, variants: undefined, stockPerVariant: undefined };
    expect(soldOutOptions(plain, 'size', NOTHING_CHOSEN).size).toBe(0);
    expect([...soldOutOptions({ ...plain, stock: 0 }, 'size', NOTHING_CHOSEN)]).toEqual([
      'M',
      'L',
      'XL',
    ]);
  });
});

describe('what is chosen', () => {
  it('names a variant only once both the size and the colour are chosen', () => {
    expect(missingChoices(shirt, choice('L', ''))).toEqual(['color']);
    expect(chosenVariant(shirt, choice('L', ''))).toBeNull();
    expect(chosenVariant(shirt, choice('L', 'Blue'))?.sku).toBe('SH-L-Blue');
  });

  it("counts the stock of what fits the choice, or the product's when stock is shared", () => {
    expect(stockOnShelf(shirt, NOTHING_CHOSEN)).toBe(5);
    expect(stockOnShelf(shirt, choice('', 'Red'))).toBe(3);
    expect(stockOnShelf(shirt, choice('L', 'Blue'))).toBe(2);
    expect(stockOnShelf({ ...shirt, stockPerVariant: false }, choice('L', 'Red'))).toBe(5);
  });

  it("sells at the variant's own price when it has one", () => {
    expect(pricesOf(shirt, chosenVariant(shirt, choice('XL', 'Red')))).toEqual({
      discount: 170,
      price: 200,
    });
    expect(pricesOf(shirt, null)).toEqual({ discount: 150, price: 200 });
  });

  it("moves to the chosen colour's picture", () => {
    expect(pictureOf(shirt, choice('', 'Blue'))).toBe(1);
    expect(pictureOf(shirt, choice('', 'Red'))).toBeNull();
    expect(pictureOf(shirt, NOTHING_CHOSEN)).toBeNull();
  });
});
