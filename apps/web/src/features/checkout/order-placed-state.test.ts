import { describe, expect, it } from 'vitest';
import { orderPlacedState } from './order-placed-state';

const totals = { itemsPrice: 100, shippingPrice: 20, taxPrice: 0, totalPrice: 120 };
const payment = {
  orderId: 'GH-2026-000123',
  method: 'mobile_money',
  status: 'awaiting_payment',
  step: 'approve',
  amount: 120,
  network: 'mtn',
  wallet: '+233244550123',
  instructions: null,
  failure: null,
  holdUntil: '2026-11-26T22:15:00.000Z',
};

describe("the thank-you page's history state", () => {
  it('gives back a Mobile Money order with its payment and key', () => {
    expect(
      orderPlacedState({ placedOrder: 'GH-2026-000123', totals, payment, paymentKey: 'k' }),
    ).toEqual({ placedOrder: 'GH-2026-000123', totals, payment, paymentKey: 'k' });
  });

  it('gives back the lines bought, with their size and colour', () => {
    const lines = [
      {
        productId: 'p1',
        name: 'Kente shirt',
        brand: null,
        qty: 2,
        price: 150,
        imageUrl: '',
        productSize: 'L',
        productColor: 'Red',
        variantId: 'v1',
        sku: 'KS-L-RED',
      },
    ];
    expect(orderPlacedState({ totals, lines })).toEqual({ totals, lines });
    expect(orderPlacedState({ totals, lines: [{ name: 'Kente shirt' }] })).toEqual({ totals });
  });

  it('gives back the days the parcel was promised between', () => {
    const arrives = { from: '2026-12-01', to: '2026-12-02' };
    expect(orderPlacedState({ totals, arrives })).toEqual({ totals, arrives });
  });

  it('drops what is not of the expected shape', () => {
    expect(
      orderPlacedState({
        totals: { totalPrice: '120' },
        payment: {},
        paymentKey: '',
        arrives: { from: 'soon', to: 3 },
      }),
    ).toEqual({});
    expect(orderPlacedState(null)).toEqual({});
  });
});
