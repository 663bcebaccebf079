import { defaultDeliveryPricing, formatDeliveryFee } from '@adepa/contract/delivery-fees';
import { describe, expect, it } from 'vitest';
import { itemsPrice, linePrice } from '../cart';
import { quoteDelivery } from './delivery-quote';

const pricing = {
  ...defaultDeliveryPricing,
  fees: { ...defaultDeliveryPricing.fees, Ashanti: 8, 'Upper East': 35.5 },
  freeAbove: 100,
};

describe('cart and checkout totals', () => {
  it('price a line at its selling price times its quantity, to the pesewa', () => {
    expect(linePrice({ discount: 150, qty: 3 })).toBe(450);
    expect(linePrice({ discount: 19.99, qty: 3 })).toBe(59.97);
    expect(
      itemsPrice([
        { discount: 0.1, qty: 1 },
        { discount: 0.2, qty: 1 },
      ]),
    ).toBe(0.3);
    expect(itemsPrice([{ discount: 33.33, qty: 3 }])).toBe(99.99);
  });

  it('charge the chosen region’s fee up to the free delivery amount, and none above', () => {
    expect(quoteDelivery([{ discount: 80, qty: 1 }], pricing, 'Upper East')).toEqual({
      itemsPrice: 80,
      shippingPrice: 35.5,
      taxPrice: 0,
      totalPrice: 115.5,
      from: false,
      includedTax: null,
    });
    expect(quoteDelivery([{ discount: 100, qty: 1 }], pricing, 'Ashanti').shippingPrice).toBe(8);
    expect(quoteDelivery([{ discount: 100.01, qty: 1 }], pricing, 'Upper East')).toMatchObject({
      shippingPrice: 0,
      totalPrice: 100.01,
    });
    expect(quoteDelivery([{ discount: 0.3, qty: 1 }], pricing, 'Volta').totalPrice).toBe(10.3);
  });

  it('show the lowest fee as "from" before a region is chosen', () => {
    expect(quoteDelivery([{ discount: 50, qty: 1 }], pricing, undefined)).toMatchObject({
      shippingPrice: 8,
      totalPrice: 58,
      from: true,
    });
    expect(quoteDelivery([{ discount: 150, qty: 1 }], pricing, undefined)).toMatchObject({
      shippingPrice: 0,
      from: false,
    });
  });

  it('never free when the owner turned free delivery off', () => {
    expect(
      quoteDelivery([{ discount: 5000, qty: 1 }], { ...pricing, freeAbove: null }, 'Ashanti')
        .shippingPrice,
    ).toBe(8);
  });

  it('ask nothing of an empty cart', () => {
    expect(quoteDelivery([{ discount: 0, qty: 1 }], pricing, 'Volta')).toMatchObject({
      shippingPrice: 0,
      totalPrice: 0,
    });
  });

  it('write a fee as money, or Free', () => {
    expect(formatDeliveryFee(0)).toBe('Free');
    expect(formatDeliveryFee(12.5)).toBe('₵12.50');
  });

  it('say what a registered shop’s total includes, leaving exempt lines out', () => {
    const tax = {
      registered: true,
      tin: 'C0012345678',
      from: '2026-01-01',
      deliveryTaxable: false,
    };
    const lines = [
      { discount: 120, qty: 1 },
      { discount: 50, qty: 1, taxExempt: true },
    ];
    const quote = quoteDelivery(lines, pricing, 'Ashanti', tax, new Date('2026-11-28T10:00:00Z'));
    expect(quote).toMatchObject({ totalPrice: 170, includedTax: 20 });
    const before = quoteDelivery(lines, pricing, 'Ashanti', tax, new Date('2025-12-31T23:00:00Z'));
    expect(before.includedTax).toBeNull();
  });
});
