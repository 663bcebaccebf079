import { describe, expect, it } from 'vitest';
import { lowVariantLines } from './low-stock-list';

const variant = (size: string, color: string, stock: number) => ({
  _id: size + color,
  size,
  color,
  stock,
});

describe('a product’s low sizes on the dashboard', () => {
  it('says which are sold out and which are low, with what is left', () => {
    expect(
      lowVariantLines([variant('S', 'Blue', 0), variant('M', '', 2), variant('', 'Red', 0)]),
    ).toEqual(['Sold out: S, Blue; Red', 'Low: M (2)']);
  });

  it('names five of each and counts the rest', () => {
    const sizes = ['38', '39', '40', '41', '42', '43', '44'].map((size) =>
      variant(size, 'Black', 0),
    );
    expect(lowVariantLines(sizes)).toEqual([
      'Sold out: 38, Black; 39, Black; 40, Black; 41, Black; 42, Black and 2 more',
    ]);
  });

  it('says nothing when no size is low', () => {
    expect(lowVariantLines([])).toEqual([]);
  });
});
