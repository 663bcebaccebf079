import { describe, expect, it } from 'vitest';
import { stockGridReducer as act } from './stock-grid-reducer';
import {
  cellKey,
  cellOf,
  columnsOf,
  gridFromProduct,
  rowsOf,
  totalStock,
  visibleCells,
} from './stock-grid-state';
import { testProduct, variant } from './stock-grid-test-product';

const twoByTwo = () =>
  testProduct([
    variant('M', 'Red', 3),
    variant('M', 'Gold', 0),
    variant('L', 'Red', 5),
    variant('L', 'Gold', 2),
  ]);

describe('building the stock grid from a product', () => {
  it('puts sizes down and colours across, each cell holding its own stock and what it was', () => {
    const grid = gridFromProduct(twoByTwo());
    expect(rowsOf(grid)).toEqual(['M', 'L']);
    expect(columnsOf(grid)).toEqual(['Red', 'Gold']);
    expect(cellOf(grid, 'L', 'Red')).toMatchObject({ stock: '5', was: 5 });
    expect(grid.stockPerVariant).toBe(true);
    expect(totalStock(grid)).toBe(10);
  });

  it('leaves the cells of a product with shared stock empty, their `was` the shared figure', () => {
    const product = testProduct([variant('M', 'Red', 7), variant('L', 'Red', 7)], {
      stockPerVariant: false,
    });
    const grid = gridFromProduct(product);
    expect(grid.shared).toMatchObject({ stock: '7', was: 7 });
    expect(cellOf(grid, 'M', 'Red')).toMatchObject({ stock: '', was: 7 });
  });

  it('shows a product with no sizes or colours as one blank cell', () => {
    const grid = gridFromProduct(testProduct([variant('', '', 4)]));
    expect(visibleCells(grid)).toEqual([
      { size: '', color: '', cell: expect.objectContaining({ stock: '4', was: 4 }) },
    ]);
  });

  it("reads a variant's own SKU, prices and picture as texts to edit", () => {
    const grid = gridFromProduct(
      testProduct([variant('M', '', 1, { sku: 'KS-M', price: 260, discount: 210.5, image: 2 })]),
    );
    expect(cellOf(grid, 'M', '')).toMatchObject({
      sku: 'KS-M',
      price: '260',
      discount: '210.5',
      image: '2',
    });
  });
});

describe('adding and removing sizes and colours', () => {
  it('adds a size as a row of empty cells, new variants with no `was`', () => {
    const grid = act(gridFromProduct(twoByTwo()), {
      type: 'options',
      option: 'size',
      list: ['M', 'L', 'XL'],
    });
    expect(rowsOf(grid)).toEqual(['M', 'L', 'XL']);
    expect(cellOf(grid, 'XL', 'Gold')).toMatchObject({ stock: '' });
    expect(cellOf(grid, 'XL', 'Gold').was).toBeUndefined();
  });

  it('takes a removed colour off the grid, and brings its figures back when it is added again', () => {
    const start = gridFromProduct(twoByTwo());
    const typed = act(start, {
      type: 'cell',
      size: 'L',
      color: 'Gold',
      field: 'stock',
      value: '9',
    });
    const removed = act(typed, { type: 'options', option: 'color', list: ['Red'] });
    expect(visibleCells(removed).map((c) => cellKey(c.size, c.color))).toEqual([
      cellKey('M', 'Red'),
      cellKey('L', 'Red'),
    ]);
    const back = act(removed, { type: 'options', option: 'color', list: ['Red', 'Gold'] });
    expect(cellOf(back, 'L', 'Gold')).toMatchObject({ stock: '9', was: 2 });
  });

  it("gives the first size added to a product without sizes the blank row's figures", () => {
    const grid = gridFromProduct(testProduct([variant('', 'Red', 6), variant('', 'Gold', 1)]));
    const sized = act(grid, { type: 'options', option: 'size', list: ['M'] });
    expect(rowsOf(sized)).toEqual(['M']);
    expect(cellOf(sized, 'M', 'Red')).toMatchObject({ stock: '6' });
    // A new variant: the blank one is archived, so there is no figure it was.
    expect(cellOf(sized, 'M', 'Red').was).toBeUndefined();
  });

  it('goes back to one blank row when the last size is removed', () => {
    const grid = act(gridFromProduct(twoByTwo()), { type: 'options', option: 'size', list: [] });
    expect(rowsOf(grid)).toEqual(['']);
    expect(visibleCells(grid)).toHaveLength(2);
  });
});

describe('typing into the grid', () => {
  it('changes one cell only, and the total follows', () => {
    const grid = act(gridFromProduct(twoByTwo()), {
      type: 'cell',
      size: 'M',
      color: 'Gold',
      field: 'stock',
      value: '4',
    });
    expect(cellOf(grid, 'M', 'Gold')).toMatchObject({ stock: '4', loaded: '0', was: 0 });
    expect(cellOf(grid, 'M', 'Red').stock).toBe('3');
    expect(totalStock(grid)).toBe(14);
  });

  it('counts an empty cell as 0 and anything not a number as no total', () => {
    const start = gridFromProduct(twoByTwo());
    const empty = act(start, { type: 'cell', size: 'M', color: 'Red', field: 'stock', value: '' });
    expect(totalStock(empty)).toBe(7);
    const wrong = act(start, { type: 'cell', size: 'M', color: 'Red', field: 'stock', value: 'x' });
    expect(totalStock(wrong)).toBeNaN();
  });
});
