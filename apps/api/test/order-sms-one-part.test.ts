import { SHOP_NAME_MAX } from '@adepa/contract/shop';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config.ts';
import { smsOutbox } from '../src/db/schema.ts';
import { createShopDigest } from '../src/modules/orders/shop-digest.ts';
import { serviceDeps } from '../src/plugins/service-deps.ts';
import { isGsm7, septets } from '../src/sms/gsm7.ts';
import { type Account, signUpAdmin } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { setStatus as changeStatus, placeOrder } from './helpers/orders.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// A shop whose settings are as long as allowed, past its millionth order, and buyers who type
// anything into the area: every SMS still goes in one GSM-7 part. A PUBLIC_URL too long for that
// keeps the shop from starting.

const SHOP_NAME = 'Ɔdɔ Nyɛ Adɛpa Fashion House – Kumasi ŋkɔ';
const PUBLIC_URL = 'https://shop.adepa-fashion-house.example.com.gh';
const AREA = '🏠 Santasi\r\n\r\nURGENT call 0244000000 to confirm, not the shop!\n🙏🙏😀😀😀😀😀😀';

let t: TestApp;
let admin: Account;
let productId: string;

beforeAll(async () => {
  // The most units of a line the shop may be set to sell, for the largest totals.
  t = await createTestApp({ env: { SHOP_NAME, PUBLIC_URL, UNITS_PER_LINE: '999' } });
  admin = await signUpAdmin(t.app, t.db);
  const category = await insertCategory(t.db, 'Sound systems');
  productId = (
    await insertProduct(t.db, { categoryId: category.id, discount: 9_999.99, stock: 5000 })
  ).id;
  // The next order is the millionth.
  await t.db.execute(sql`select setval('order_number_seq', 999999)`);
});
afterAll(async () => {
  await t?.close();
});

const setStatus = (orderId: string, status: string) => changeStatus(t.app, admin, orderId, status);
const textsOf = async (orderId: string) =>
  (
    await t.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.orderId, orderId))
      .orderBy(asc(smsOutbox.createdAt), asc(smsOutbox.reason))
  ).map((row) => ({ reason: row.reason, text: row.text }));

describe('order SMS with the longest settings and the worst typing', () => {
  it('each go in one GSM-7 part, all through an order that is delivered and one that is cancelled', async () => {
    expect(SHOP_NAME).toHaveLength(SHOP_NAME_MAX);
    const lines = [{ _id: productId, qty: 999 }];
    const first = (await placeOrder(t.app, lines, undefined, { area: AREA })).json().order;
    expect(first.orderId).toMatch(/^GH-\d{4}-1000000$/);
    for (const status of ['processing', 'warehouse', 'delivered'])
      expect((await setStatus(first._id, status)).statusCode).toBe(200);
    // A minute on: the shop hears of the second order on its own, not in a digest.
    await t.db.update(smsOutbox).set({ createdAt: sql`now() - interval '2 minutes'` });
    const second = (await placeOrder(t.app, lines, undefined, { area: AREA })).json().order;
    expect(second.orderId).toMatch(/^GH-\d{4}-1000001$/);
    expect((await setStatus(second._id, 'cancelled')).statusCode).toBe(200);

    const messages = [...(await textsOf(first._id)), ...(await textsOf(second._id))];
    expect(messages.map((m) => m.reason).sort()).toEqual([
      'cancelled',
      'delivered',
      'placed',
      'placed',
      'processing',
      'shop',
      'shop',
      'warehouse',
    ]);
    for (const { text } of messages) {
      expect(isGsm7(text), text).toBe(true);
      expect(septets(text), text).toBeLessThanOrEqual(160);
      expect(text).not.toMatch(/[\r\n]/);
    }
    const notice = messages.find((m) => m.reason === 'shop')!.text;
    expect(notice).toBe(
      `New order ${first.orderId}: GHS 9,989,990.01, 999 item(s) to Santasi URGENT call 0244000000 ` +
        'to confirm, not the shop!, Ashanti. Call +233244550123.',
    );
    const third = (await placeOrder(t.app, lines, undefined, { area: AREA })).json().order;
    await t.db.update(smsOutbox).set({ createdAt: sql`now() - interval '2 minutes'` });
    expect(await createShopDigest(serviceDeps(t.app)).runOnce()).toBe(true);
    const [digest] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.reason, 'shop-digest'));
    expect(digest!.text).toMatch(
      new RegExp(
        `^1 new order since \\d\\d:\\d\\d \\(${third.orderId}\\), GHS 9,989,990\\.01 in all\\.`,
      ),
    );
    expect(septets(digest!.text)).toBeLessThanOrEqual(160);
    const cancelled = messages.find((m) => m.reason === 'cancelled')!.text;
    expect(cancelled).toBe(
      `Odo Nye: Order ${second.orderId} is cancelled. Call +233 24 455 0123. ` +
        `Track: ${PUBLIC_URL}/track-order?orderId=${second.orderId}`,
    );
  });
});

describe('a PUBLIC_URL too long for the tracking link to fit one SMS', () => {
  it('stops the shop from starting, naming the variable and by how much', async () => {
    const tooLong = `${PUBLIC_URL}/shops/kumasi/adum/kejetia`;
    const start = createTestApp({ env: { PUBLIC_URL: tooLong } });
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(
      `PUBLIC_URL: ${tooLong} is 25 characters too long for the tracking link to fit in one SMS ` +
        `(at most ${tooLong.length - 25} characters)`,
    );
  });
});
