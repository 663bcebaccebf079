import { describe, expect, it } from 'vitest';
import { cartTotals, checkoutTotals, linePrice } from './cart-totals';

describe('cart totals', () => {
  it('prices a line at its selling price times its quantity', () => {
    expect(linePrice({ discount: 150, qty: 3 })).toBe(450);
    expect(linePrice({ discount: 19.99, qty: 3 })).toBe(59.97);
  });

  it('charges ₵10 shipping up to ₵100 of items, and none above', () => {
    expect(cartTotals([{ discount: 40, qty: 2 }])).toEqual({
      itemsPrice: 80,
      shippingPrice: 10,
      taxPrice: 0,
      totalPrice: 90,
    });
    expect(cartTotals([{ discount: 50, qty: 2 }]).shippingPrice).toBe(10);
    expect(cartTotals([{ discount: 50.01, qty: 2 }])).toEqual({
      itemsPrice: 100.02,
      shippingPrice: 0,
      taxPrice: 0,
      totalPrice: 100.02,
    });
  });

  it('adds lines to the pesewa, without floating-point dust', () => {
    const totals = cartTotals([
      { discount: 0.1, qty: 1 },
      { discount: 0.2, qty: 1 },
    ]);
    expect(totals.itemsPrice).toBe(0.3);
    expect(totals.totalPrice).toBe(10.3);
    expect(cartTotals([{ discount: 33.33, qty: 3 }]).itemsPrice).toBe(99.99);
  });

  it('asks nothing of an empty cart', () => {
    expect(cartTotals([])).toEqual({ itemsPrice: 0, shippingPrice: 0, taxPrice: 0, totalPrice: 0 });
  });

  it('leaves the distance-based delivery fee out at checkout', () => {
    expect(checkoutTotals([{ discount: 40, qty: 2 }])).toEqual({
      itemsPrice: 80,
      shippingPrice: 0,
      taxPrice: 0,
      totalPrice: 80,
    });
  });
});
