import { describe, expect, it } from 'vitest';
import { errorKey, gridErrorsOf, gridSave } from './stock-grid-body';
import { stockGridReducer as act } from './stock-grid-reducer';
import { cellKey, gridFromProduct, type StockGrid } from './stock-grid-state';
import { testProduct, variant } from './stock-grid-test-product';

const shirt = () =>
  gridFromProduct(
    testProduct([variant('M', 'Red', 3), variant('L', 'Red', 5, { sku: 'KS-L-R', price: 260 })]),
  );

function saved(grid: StockGrid) {
  const result = gridSave(grid);
  if (!result.ok) throw new Error(`not saved: ${JSON.stringify(result.errors)}`);
  return result.body;
}

describe("the stock grid's save", () => {
  it('sends every cell with the stock typed and the stock the owner was shown', () => {
    let grid = act(shirt(), { type: 'reason', reason: 'stock_count' });
    grid = act(grid, { type: 'cell', size: 'M', color: 'Red', field: 'stock', value: '8' });
    expect(saved(grid)).toEqual({
      stockPerVariant: true,
      reason: 'stock_count',
      variants: [
        {
          size: 'M',
          color: 'Red',
          stock: 8,
          was: 3,
          sku: null,
          price: null,
          discount: null,
          image: null,
        },
        {
          size: 'L',
          color: 'Red',
          stock: 5,
          was: 5,
          sku: 'KS-L-R',
          price: 260,
          discount: null,
          image: null,
        },
      ],
    });
  });

  it('sends a new size without `was`, its empty cells as 0, and leaves a removed one out', () => {
    let grid = act(shirt(), { type: 'reason', reason: 'received' });
    grid = act(grid, { type: 'options', option: 'size', list: ['L', 'XL'] });
    grid = act(grid, { type: 'options', option: 'color', list: ['Red', 'Gold'] });
    const cells = saved(grid).variants.map(({ size, color, stock, was }) => ({
      size,
      color,
      stock,
      was,
    }));
    expect(cells).toEqual([
      { size: 'L', color: 'Red', stock: 5, was: 5 },
      { size: 'L', color: 'Gold', stock: 0, was: undefined },
      { size: 'XL', color: 'Red', stock: 0, was: undefined },
      { size: 'XL', color: 'Gold', stock: 0, was: undefined },
    ]);
  });

  it("sends shared stock at the top, with the figure seen, and gives every variant the product's", () => {
    let grid = act(shirt(), { type: 'perVariant', on: false });
    grid = act(grid, { type: 'reason', reason: 'damaged' });
    grid = act(grid, { type: 'sharedStock', value: '6' });
    const body = saved(grid);
    expect(body).toMatchObject({ stockPerVariant: false, stock: 6, was: 8, reason: 'damaged' });
    expect(body.variants.map((v) => v.stock)).toEqual([6, 6]);
  });

  it("refuses a save without a reason, or with a stock that is not a whole number, in the schema's words", () => {
    const grid = act(shirt(), {
      type: 'cell',
      size: 'L',
      color: 'Red',
      field: 'stock',
      value: '2.5',
    });
    expect(gridSave(grid)).toEqual({
      ok: false,
      errors: {
        reason: 'Say why the stock changed',
        [errorKey(cellKey('L', 'Red'), 'stock')]: 'Stock must be a whole number',
      },
    });
  });

  it('refuses a shared stock below zero under the shared field', () => {
    let grid = act(shirt(), { type: 'perVariant', on: false });
    grid = act(grid, { type: 'sharedStock', value: '-1' });
    expect(gridSave(grid)).toEqual({
      ok: false,
      errors: { shared: 'Stock cannot be less than zero' },
    });
  });

  it("puts the api's field messages on the cells they name", () => {
    const keys = [cellKey('M', 'Red'), cellKey('L', 'Red')];
    const issues = [
      { path: ['variants', '1', 'sku'], message: 'A SKU is at most 64 characters' },
      { path: ['reason'], message: 'Say why the stock changed' },
    ];
    expect(gridErrorsOf(issues, keys)).toEqual({
      [errorKey(cellKey('L', 'Red'), 'sku')]: 'A SKU is at most 64 characters',
      reason: 'Say why the stock changed',
    });
  });
});
