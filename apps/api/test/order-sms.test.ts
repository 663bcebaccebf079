import { arrivalText } from '@adepa/contract/arrival';
import { defaultShop } from '@adepa/contract/shop';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderPlacedSms, statusChangedSms } from '../src/modules/orders/sms.ts';
import { isGsm7, septets } from '../src/sms/gsm7.ts';
import { type Account, bearer, signUp, signUpAdmin } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { setStatus as changeStatus, placeOrder } from './helpers/orders.ts';
import { smsShopForFile } from './helpers/sms.ts';
import type { Gateway } from './helpers/sms-gateway.ts';
import type { TestApp } from './helpers/test-app.ts';

const PUBLIC_URL = 'https://shop.adepa.example';

let gateway: Gateway;
let t: TestApp;
let admin: Account;
let productId: string;

smsShopForFile((shop) => ({ gateway, t } = shop), { PUBLIC_URL });
beforeAll(async () => {
  admin = await signUpAdmin(t.app, t.db);
  const category = await insertCategory(t.db, 'Watches');
  productId = (await insertProduct(t.db, { categoryId: category.id, discount: 45, stock: 500 })).id;
});

const setStatus = (orderId: string, status: string) => changeStatus(t.app, admin, orderId, status);
const messagesOf = async (orderId: string) =>
  (
    await t.app.inject({
      url: `/api/orders/get-order-messages/${orderId}`,
      headers: bearer(admin),
    })
  ).json();
const sentTo = (number: string) => gateway.sent.filter((sms) => sms.to === number);

describe('order SMS', () => {
  it('tells a guest without e-mail that the order is in, and the shop that it came', async () => {
    const order = (
      await placeOrder(t.app, [{ _id: productId, qty: 2 }], undefined, {
        email: '',
        phoneNumber: '055 123 4567',
      })
    ).json().order;
    expect(await t.app.sms.worker.runOnce()).toBe(2);

    const [buyer] = sentTo('+233551234567');
    // When it arrives comes before the shop's name (the sender id names the shop) and the thanks,
    // which take the room the arrival dates leave in the one part (shorter some days than others).
    const text = `Order ${order.orderId} is in. Pay GHS 100.00 on delivery. ${arrivalText(order.arrives, '-')}. Track: ${PUBLIC_URL}/track-order?orderId=${order.orderId}`;
    const fitting = [`Adepa: Thank you! ${text}`, `Adepa: ${text}`, text];
    expect(buyer?.content).toBe(fitting.find((sms) => sms.length <= 160));
    const [shop] = sentTo('+233244550123');
    expect(shop?.content).toBe(
      `New order ${order.orderId}: GHS 100.00, 2 item(s) to Bantama, Ashanti. Call +233551234567.`,
    );

    const messages = await messagesOf(order._id);
    expect(messages.map((m: { reason: string }) => m.reason).sort()).toEqual(['placed', 'shop']);
    expect(messages.every((m: { status: string }) => m.status === 'sent')).toBe(true);
  });

  it('sends the signed-in customer the same, and one SMS for each status change that matters', async () => {
    const customer = await signUp(t.app, 'Kofi Boateng');
    const order = (await placeOrder(t.app, [{ _id: productId, qty: 1 }], customer)).json().order;
    for (const status of ['processing', 'processing', 'warehouse', 'pending', 'delivered'])
      expect((await setStatus(order._id, status)).statusCode).toBe(200);
    await t.app.sms.worker.runOnce();

    const texts = sentTo('+233244550123')
      .map((sms) => sms.content)
      .filter((text) => !text.startsWith('New order'));
    expect(texts).toEqual([
      expect.stringContaining(`Order ${order.orderId} is in. Pay GHS 55.00 on delivery.`),
      expect.stringContaining(`We are preparing your order ${order.orderId}.`),
      expect.stringContaining(`Your order ${order.orderId} is packed and ready to go out`),
      expect.stringContaining(`Order ${order.orderId} is delivered.`),
    ]);
    const reasons = (await messagesOf(order._id)).map((m: { reason: string }) => m.reason);
    expect(reasons.filter((r: string) => r !== 'shop')).toEqual([
      'placed',
      'processing',
      'warehouse',
      'delivered',
    ]);
  });

  it('orders for a landline without sending it SMS, and shows the admin why', async () => {
    const res = await placeOrder(t.app, [{ _id: productId, qty: 1 }], undefined, {
      phoneNumber: '032 202 4550',
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().order;
    expect((await setStatus(order._id, 'cancelled')).statusCode).toBe(200);
    await t.app.sms.worker.runOnce();

    expect(sentTo('+233322024550')).toEqual([]);
    const toBuyer = (await messagesOf(order._id)).filter(
      (m: { to: string }) => m.to === '+233322024550',
    );
    expect(toBuyer).toEqual([
      expect.objectContaining({
        reason: 'placed',
        status: 'skipped',
        problem: '+233322024550 is a landline: it cannot receive SMS',
        sentAt: null,
      }),
      expect.objectContaining({ reason: 'cancelled', status: 'skipped' }),
    ]);
  });

  it('keeps every text in the GSM alphabet and within one 160-character part', () => {
    const order = {
      _id: '3f2b8c1e-4d5a-4b6c-9e7f-0a1b2c3d4e5f',
      orderId: 'GH-2026-012345',
      name: 'Akosua Agyeiwaa-Boateng',
      phoneNumber: '+233244550123',
      province: 'Western North',
      area: 'Sefwi Wiawso',
      totalPrice: 12_345.67,
      products: [{ qty: 12 }],
    } as Parameters<typeof orderPlacedSms>[1];
    const texts = [
      ...orderPlacedSms(defaultShop, order, PUBLIC_URL),
      ...(['processing', 'warehouse', 'delivered', 'cancelled'] as const).map(
        (status) =>
          statusChangedSms(defaultShop, { ...order, delivery_status: status }, PUBLIC_URL)!,
      ),
    ].map((sms) => sms.text);
    for (const text of texts) {
      expect(isGsm7(text), text).toBe(true);
      expect(septets(text), text).toBeLessThanOrEqual(160);
    }
    expect(
      statusChangedSms(defaultShop, { ...order, delivery_status: 'pending' }, PUBLIC_URL),
    ).toBe(undefined);
  });
});
