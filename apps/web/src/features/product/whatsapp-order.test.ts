import { describe, expect, it } from 'vitest';
import { whatsappOrderHref } from './whatsapp-order';

const order = {
  shopName: 'Adepa',
  whatsapp: '+233 24 455 0123',
  product: { name: 'Kente print shirt & tie', discount: 150 },
  url: 'https://shop.example/product-details/abc',
};

describe('Order on WhatsApp link', () => {
  it("opens a chat with the shop's number and the product, price and link written out", () => {
    const href = new URL(whatsappOrderHref(order));
    expect(href.origin + href.pathname).toBe('https://wa.me/233244550123');
    expect(href.searchParams.get('text')).toBe(
      'Hello Adepa, I would like to order:\nKente print shirt & tie - ₵150.00\nhttps://shop.example/product-details/abc',
    );
  });

  it('adds the quantity, colour and size the shopper picked', () => {
    const text = new URL(
      whatsappOrderHref({ ...order, qty: 2, color: 'Gold', size: '42' }),
    ).searchParams.get('text');
    expect(text).toContain('\nQuantity: 2\nColour: Gold\nSize: 42\n');
  });
});
