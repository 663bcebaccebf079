import { DELIVERY_STATUSES, type Order } from '@adepa/contract/orders';
import { defaultShop, SHOP_NAME_MAX, shopSettingsSchema } from '@adepa/contract/shop';
import { describe, expect, it } from 'vitest';
import { isGsm7, onePartProblems, septets } from '../../sms/index.ts';
import { orderPlacedSms, orderSmsTemplates, statusChangedSms } from './sms.ts';
import { LONGEST_ORDER } from './sms-longest-order.ts';

// Every SMS of an order's life, for the longest order the contract allows, sent by a shop whose
// settings are as long as they may be and whose buyer typed the worst area they could.

const shop = shopSettingsSchema.parse({
  ...defaultShop,
  name: 'Ɔdɔ Nyɛ Adɛpa Fashion House – Kumasi ŋkɔ',
});
const publicUrl = 'https://shop.adepa-fashion-house.example.com.gh';
const area = `🏠🏠 Santasi\n\nURGENT call 0244000000 now to confirm,\r\nnot the shop! 🙏🙏 ${'😀'.repeat(30)}`;
const order = {
  ...LONGEST_ORDER,
  _id: '3f2b8c1e-4d5a-4b6c-9e7f-0a1b2c3d4e5f',
  area: area.slice(0, 100),
  delivery_status: 'pending',
} as Order;

const lifeOf = (o: Order) => [
  ...orderPlacedSms(shop, o, publicUrl),
  ...DELIVERY_STATUSES.flatMap(
    (status) => statusChangedSms(shop, { ...o, delivery_status: status }, publicUrl) ?? [],
  ),
];

describe('order SMS at their longest', () => {
  it('are made of a name, url, order id, total and area as long as allowed', () => {
    expect(shop.name).toHaveLength(SHOP_NAME_MAX);
    expect(order.orderId).toBe('GH-2026-1000000');
    expect(order.totalPrice).toBe(499_500_001_000);
  });

  it('each fit one GSM-7 part', () => {
    const messages = lifeOf(order);
    expect(messages.map((m) => m.reason)).toEqual([
      'placed',
      'shop',
      'processing',
      'delivered',
      'warehouse',
      'cancelled',
    ]);
    for (const { text } of messages) {
      expect(isGsm7(text), text).toBe(true);
      expect(septets(text), text).toBeLessThanOrEqual(160);
    }
  });

  it('keep every fixed part whole', () => {
    const texts = lifeOf(order).map((m) => m.text);
    const link = `${publicUrl}/track-order?orderId=GH-2026-1000000`;
    for (const text of texts.filter((_, i) => i !== 1)) expect(text).toContain(` Track: ${link}`);
    expect(texts[0]).toContain(
      'Order GH-2026-1000000 is in. Pay GHS 499,500,001,000.00 on delivery.',
    );
    expect(texts.at(-1)).toContain('Order GH-2026-1000000 is cancelled. Call +233 24 455 0123.');
  });

  it("put the buyer's area into the shop's SMS on one line, cut, between the shop's own words", () => {
    const [, notice] = orderPlacedSms(shop, order, publicUrl);
    expect(notice!.text).toBe(
      'New order GH-2026-1000000: GHS 499,500,001,000.00, 49950 item(s) to Santasi URGENT call ' +
        '0244000000 now to confirm, not the, Greater Accra. Call +233244550123.',
    );
  });

  it('begin with the shop name, cleaned, shortened or left out as the room allows', () => {
    const usual = {
      ...order,
      orderId: 'GH-2026-000123',
      totalPrice: 100,
      delivery_status: 'processing',
    } as const;
    expect(statusChangedSms(shop, usual, 'https://adepa.gh')!.text).toBe(
      'Odo Nye Adepa Fashion House - Kumasi ngko: We are preparing your order GH-2026-000123. ' +
        'Track: https://adepa.gh/track-order?orderId=GH-2026-000123',
    );
    expect(orderPlacedSms(shop, usual, publicUrl)[0]!.text).toBe(
      'Odo Nye Adepa: Order GH-2026-000123 is in. Pay GHS 100.00 on delivery. ' +
        `Track: ${publicUrl}/track-order?orderId=GH-2026-000123`,
    );
    const [placed, , , , warehouse] = lifeOf(order).map((m) => m.text);
    expect(warehouse).toMatch(/^Odo: Your order GH-2026-1000000 is packed/);
    expect(placed).toMatch(/^Order GH-2026-1000000 is in/);
  });

  it("tell the buyer when the parcel arrives, before the shop's name and the greetings", () => {
    const usual = { ...order, orderId: 'GH-2026-000123', totalPrice: 100 } as const;
    const arrives = { from: '2026-12-01', to: '2026-12-02' };
    expect(orderPlacedSms(defaultShop, { ...usual, arrives }, 'https://adepa.gh')[0]!.text).toBe(
      'Adepa: Thank you! Order GH-2026-000123 is in. Pay GHS 100.00 on delivery. ' +
        'Arrives Tue 1 - Wed 2 Dec. Track: https://adepa.gh/track-order?orderId=GH-2026-000123',
    );
    const [placed] = orderPlacedSms(shop, { ...usual, arrives }, 'https://adepa.gh');
    expect(placed!.text).toContain('on delivery. Arrives Tue 1 - Wed 2 Dec. Track:');
    expect(placed!.text).not.toContain('Thank you');
    expect(orderPlacedSms(shop, { ...usual, arrives: null }, 'https://adepa.gh')[0]!.text).toMatch(
      /on delivery\. Track:/,
    );
  });

  it('pass the start-up check with these settings', () => {
    expect(onePartProblems(orderSmsTemplates(shop, publicUrl))).toEqual([]);
  });
});

describe("the shop's new-order SMS", () => {
  const plain = {
    ...order,
    orderId: 'GH-2026-000123',
    totalPrice: 120,
    products: [{ qty: 1 }],
    province: 'Ashanti',
    area: 'Bantama',
  } as Order;
  const toShop = (o: Order) =>
    orderPlacedSms(defaultShop, o, publicUrl).find((message) => message.toShop)?.text;

  it('ends with the buyer’s delivery note, cleaned, in the room left', () => {
    expect(
      toShop({ ...plain, deliveryNote: 'opposite the Total\nfilling station, call after 4' }),
    ).toBe(
      'New order GH-2026-000123: GHS 120.00, 1 item(s) to Bantama, Ashanti. Call +233244550123. Note: opposite the Total filling station, call after 4',
    );
    expect(toShop({ ...plain, deliveryNote: null })).toBe(
      'New order GH-2026-000123: GHS 120.00, 1 item(s) to Bantama, Ashanti. Call +233244550123.',
    );
    const long = toShop({ ...plain, deliveryNote: 'near the big tree '.repeat(9) }) ?? '';
    expect(septets(long)).toBeLessThanOrEqual(160);
    expect(long).toContain(' Note: near the big tree');
  });
});
