import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { orders, products, smsOutbox } from '../src/db/schema.ts';
import { createShopDigest } from '../src/modules/orders/shop-digest.ts';
import { serviceDeps } from '../src/plugins/service-deps.ts';
import { type Account, bearer, signUp, signUpAdmin } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { setStatus as changeStatus, placeOrder } from './helpers/orders.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The limits that keep a stranger from spending the shop's money (SMS) or holding its stock
// (made-up guest orders), each a setting the shop can move; and the largest order the books keep.

const apps: TestApp[] = [];
async function shop(env: Record<string, string>) {
  const t = await createTestApp({ env });
  apps.push(t);
  const category = await insertCategory(t.db, 'Watches');
  const product = await insertProduct(t.db, { categoryId: category.id, discount: 45, stock: 500 });
  const admin = await signUpAdmin(t.app, t.db);
  const order = (phoneNumber: string, who?: Account) =>
    placeOrder(t.app, [{ _id: product.id, qty: 1 }], who, { phoneNumber });
  const setStatus = (orderId: string, status: string) =>
    changeStatus(t.app, admin, orderId, status);
  const smsTo = (number: string) =>
    t.db.select().from(smsOutbox).where(eq(smsOutbox.to, number)).orderBy(smsOutbox.createdAt);
  return { t, product, admin, order, setStatus, smsTo };
}
afterAll(() => Promise.all(apps.map((t) => t.close())));

const BUYER = '+233201234567';
const SHOP = '+233244550123';

describe('the largest order', () => {
  it('is refused with 400 and the shop phone past what the books keep, taking no stock', async () => {
    const { t } = await shop({});
    const category = await insertCategory(t.db, 'Machines');
    const generator = await insertProduct(t.db, {
      categoryId: category.id,
      price: 10_000_000,
      discount: 10_000_000,
      stock: 5,
    });
    const reply = await placeOrder(t.app, [{ _id: generator.id, qty: 3 }]);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe(
      'This order comes to more than ₵21,474,836.47, more than the shop takes online. Please call us on +233 32 202 4550 to place it.',
    );
    const [left] = await t.db.select().from(products).where(eq(products.id, generator.id));
    expect(left?.stock).toBe(5);
    expect((await placeOrder(t.app, [{ _id: generator.id, qty: 2 }])).statusCode).toBe(201);
  });
});

describe('guest orders per phone number', () => {
  it('refuses the next undelivered guest order with the shop phone, counting only open ones', async () => {
    const s = await shop({ GUEST_ORDERS_PER_PHONE: '2', SMS_PER_NUMBER_PER_DAY: '0' });
    const first = (await s.order('020 123 4567')).json().order;
    expect((await s.order('0201234567')).statusCode).toBe(201);
    const refused = await s.order('+233 20 123 4567');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(
      'This phone number already has 2 orders waiting for delivery. To order more, please call us on +233 32 202 4550.',
    );
    expect((await s.order('0209999999')).statusCode).toBe(201);
    const customer = await signUp(s.t.app);
    expect((await s.order('0201234567', customer)).statusCode).toBe(201);
    await s.setStatus(first._id, 'delivered');
    expect((await s.order('0201234567')).statusCode).toBe(201);
  });

  it('holds when many are sent at once', async () => {
    const s = await shop({ GUEST_ORDERS_PER_PHONE: '2', SMS_PER_NUMBER_PER_DAY: '0' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => s.order('0201234567')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 429, 429, 429, 429]);
  });

  it('is off at 0', async () => {
    const s = await shop({ GUEST_ORDERS_PER_PHONE: '0', SMS_PER_NUMBER_PER_DAY: '0' });
    for (let i = 0; i < 5; i++) expect((await s.order('0201234567')).statusCode).toBe(201);
  });
});

describe('per-account limits', () => {
  it('limit how many orders a customer deletes in an hour, not the admin', async () => {
    const s = await shop({ ORDER_DELETIONS_PER_HOUR: '2', GUEST_ORDERS_PER_PHONE: '0' });
    const customer = await signUp(s.t.app);
    const other = await signUp(s.t.app, 'Other Customer');
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await s.order('0201234567', customer)).json().order._id);
    const remove = (id: string, who: Account) =>
      s.t.app.inject({
        method: 'DELETE',
        url: `/api/orders/delete-order/${id}`,
        headers: bearer(who),
      });
    expect((await remove(ids[0]!, customer)).statusCode).toBe(200);
    expect((await remove(ids[1]!, customer)).statusCode).toBe(200);
    const refused = await remove(ids[2]!, customer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(
      /^You have deleted many orders in a short time\. Please wait \d+ minute/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    const others = (await s.order('0201234567', other)).json().order._id;
    expect((await remove(others, other)).statusCode).toBe(200);
    expect((await remove(ids[2]!, s.admin)).statusCode).toBe(200);
    expect((await remove(ids[3]!, s.admin)).statusCode).toBe(200);
  });

  it('limit how many reviews a customer posts in an hour', async () => {
    const s = await shop({ REVIEWS_PER_HOUR: '2' });
    const customer = await signUp(s.t.app);
    const review = () =>
      s.t.app.inject({
        method: 'POST',
        url: '/api/products/customer/submit-reviews',
        headers: bearer(customer),
        payload: { productId: s.product.id, rating: 4, review: 'Keeps good time.' },
      });
    expect((await review()).statusCode).toBe(201);
    expect((await review()).statusCode).toBe(201);
    const refused = await review();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^You have posted many reviews in a short time/);
  });
});

describe('SMS limits', () => {
  it('skip the SMS over the daily cap of one number, saying why, and never cap the shop', async () => {
    const s = await shop({ SMS_PER_NUMBER_PER_DAY: '3', GUEST_ORDERS_PER_PHONE: '0' });
    const order = (await s.order('0201234567')).json().order;
    for (const status of ['processing', 'warehouse', 'delivered'])
      expect((await s.setStatus(order._id, status)).statusCode).toBe(200);
    const rows = await s.smsTo(BUYER);
    expect(rows.map((r) => [r.reason, r.status, r.skippedBy])).toEqual([
      ['placed', 'pending', null],
      ['processing', 'pending', null],
      ['warehouse', 'pending', null],
      ['delivered', 'skipped', 'SMS_PER_NUMBER_PER_DAY'],
    ]);
    expect(rows[3]!.lastError).toBe(
      '+233201234567 has had 3 SMS from the shop in the last 24 hours (SMS_PER_NUMBER_PER_DAY): not sent',
    );
    const messages = await s.t.app.inject({
      url: `/api/orders/get-order-messages/${order._id}`,
      headers: bearer(s.admin),
    });
    expect(messages.json().at(-1)).toMatchObject({
      status: 'skipped',
      problem: rows[3]!.lastError,
    });
  });

  it('skip what goes over the hourly budget of the whole shop, new orders to pay on delivery first', async () => {
    const s = await shop({ SMS_PER_HOUR: '3', GUEST_ORDERS_PER_PHONE: '0' });
    const first = (await s.order('0201234567')).json().order; // the buyer's and the shop's
    await s.order('0207654321'); // the buyer's: held, the last of the hour is kept
    await s.setStatus(first._id, 'processing'); // sent, from the part kept
    await s.setStatus(first._id, 'delivered'); // held: the hour's budget is spent
    const skipped = await s.t.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.status, 'skipped'))
      .orderBy(smsOutbox.createdAt);
    expect(skipped.map((r) => [r.to, r.reason, r.skippedBy, r.lastError])).toEqual([
      [
        '+233207654321',
        'placed',
        'SMS_PER_HOUR',
        'The shop has sent 2 of its 3 SMS for this hour (SMS_PER_HOUR); the rest are kept for paid orders and status changes: not sent',
      ],
      [
        '+233201234567',
        'delivered',
        'SMS_PER_HOUR',
        'The shop has sent its 3 SMS for this hour (SMS_PER_HOUR): not sent',
      ],
    ]);
  });
});

describe("the owner's new-order digest", () => {
  it('tells of orders placed within a minute of the last new-order SMS in one SMS, once', async () => {
    const s = await shop({ GUEST_ORDERS_PER_PHONE: '0' });
    const placed = [];
    for (const phone of ['0201234567', '0207654321', '0241112222'])
      placed.push((await s.order(phone)).json().order);
    expect((await s.smsTo(SHOP)).map((r) => r.reason)).toEqual(['shop']);
    const digest = createShopDigest(serviceDeps(s.t.app));
    expect(await digest.runOnce()).toBe(false); // the last notice is not a minute old yet

    await s.t.db.update(smsOutbox).set({ createdAt: sql`now() - interval '2 minutes'` });
    const runs = await Promise.all([
      digest.runOnce(),
      createShopDigest(serviceDeps(s.t.app)).runOnce(),
    ]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    const notices = await s.smsTo(SHOP);
    expect(notices.map((r) => r.reason)).toEqual(['shop', 'shop-digest']);
    const total = (placed[1].totalPrice + placed[2].totalPrice).toFixed(2);
    expect(notices[1]!.text).toMatch(
      new RegExp(
        `^2 new orders since \\d\\d:\\d\\d \\(${placed[1].orderId} to ${placed[2].orderId}\\), GHS ${total} in all\\. See them on the admin orders page\\.$`,
      ),
    );
    const waiting = await s.t.db.select().from(orders).where(eq(orders.shopNoticePending, true));
    expect(waiting).toEqual([]);
    await s.t.db.update(smsOutbox).set({ createdAt: sql`now() - interval '2 minutes'` });
    expect(await digest.runOnce()).toBe(false);
  });
});
