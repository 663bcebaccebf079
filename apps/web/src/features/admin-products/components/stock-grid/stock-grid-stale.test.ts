import { describe, expect, it } from 'vitest';
import { gridSave } from './stock-grid-body';
import { stockGridReducer as act } from './stock-grid-reducer';
import { cellOf, gridFromProduct } from './stock-grid-state';
import { testProduct, variant } from './stock-grid-test-product';

const loaded = () =>
  gridFromProduct(
    testProduct([variant('M', 'Red', 3), variant('L', 'Red', 5), variant('L', 'Gold', 2)]),
  );

describe('a save refused because an order changed the stock meanwhile', () => {
  it('loads the figure now into the cells an order changed, noting what was there and what the owner typed', () => {
    let grid = act(loaded(), { type: 'reason', reason: 'stock_count' });
    grid = act(grid, { type: 'cell', size: 'L', color: 'Red', field: 'stock', value: '9' });
    grid = act(grid, { type: 'cell', size: 'L', color: 'Gold', field: 'stock', value: '4' });
    // Meanwhile an order took one L, Red and one M, Red.
    const now = testProduct([
      variant('M', 'Red', 2),
      variant('L', 'Red', 4),
      variant('L', 'Gold', 2),
    ]);
    const after = act(grid, { type: 'stale', product: now });

    expect(cellOf(after, 'L', 'Red')).toMatchObject({
      stock: '4',
      was: 4,
      stale: { before: 5, typed: '9' },
    });
    expect(cellOf(after, 'M', 'Red')).toMatchObject({
      stock: '2',
      was: 2,
      stale: { before: 3, typed: null },
    });
    // No order touched L, Gold: what the owner typed stays.
    expect(cellOf(after, 'L', 'Gold')).toMatchObject({ stock: '4', was: 2 });
    expect(cellOf(after, 'L', 'Gold').stale).toBeUndefined();
    expect(after.reason).toBe('stock_count');
  });

  it('sends the figures now as `was` on the next save, and drops the old notes', () => {
    const grid = act(act(loaded(), { type: 'reason', reason: 'received' }), {
      type: 'stale',
      product: testProduct([
        variant('M', 'Red', 1),
        variant('L', 'Red', 5),
        variant('L', 'Gold', 2),
      ]),
    });
    const result = gridSave(grid);
    // M, Gold was never saved: it still has no figure it was.
    expect(result.ok && result.body.variants.map((v) => v.was)).toEqual([1, undefined, 5, 2]);
    const again = act(grid, {
      type: 'stale',
      product: testProduct([
        variant('M', 'Red', 1),
        variant('L', 'Red', 5),
        variant('L', 'Gold', 2),
      ]),
    });
    expect(cellOf(again, 'M', 'Red').stale).toBeUndefined();
  });

  it('loads the shared figure now, keeping what the owner typed beside it', () => {
    const shared = testProduct([variant('M', 'Red', 7), variant('L', 'Red', 7)], {
      stockPerVariant: false,
    });
    let grid = act(gridFromProduct(shared), { type: 'sharedStock', value: '12' });
    grid = act(grid, {
      type: 'stale',
      product: testProduct([variant('M', 'Red', 6), variant('L', 'Red', 6)], {
        stockPerVariant: false,
      }),
    });
    expect(grid.shared).toEqual({
      stock: '6',
      loaded: '6',
      was: 6,
      stale: { before: 7, typed: '12' },
    });
    // The cells' own boxes stay empty: the shared figure is not theirs.
    expect(cellOf(grid, 'M', 'Red')).toMatchObject({ stock: '', was: 6 });
  });
});
