import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, smsOutbox } from '../src/db/schema.ts';
import { booksOnly, paystackSignature } from '../src/payments/index.ts';
import { type Account, bearer, signUpAdmin } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import type { FakePaystack } from './helpers/fake-paystack.ts';
import { placeOrder, setStatus } from './helpers/orders.ts';
import {
  chargeReferencesOf,
  NO_PAYER_LIMITS,
  paymentByKey,
  startPaymentShop,
} from './helpers/payments.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The edges of taking Mobile Money, where a shop could give goods away or leak what it holds: a
// verdict from the gateway's test mode, fees the shopper paid on top, a payment reversed or
// disputed after it paid, webhooks with nothing readable in them, the gateway's own words shown
// to a shopper, events that keep the payer's details, and an SMS budget that unpaid orders eat.

let gateway: FakePaystack;
let t: TestApp;
let admin: Account;
let categoryId: string;

beforeAll(async () => {
  ({ gateway, t } = await startPaymentShop({
    SMS_PER_NUMBER_PER_DAY: '0',
  }));
  admin = await signUpAdmin(t.app, t.db);
  categoryId = (await insertCategory(t.db)).id;
});
afterAll(async () => {
  await t?.close();
  await gateway?.close();
});
afterEach(() => {
  gateway.domain = 'test';
  gateway.passFeesPesewas = 0;
  gateway.sendsRequestedAmount = true;
  gateway.failWith = undefined;
  gateway.declineCharges = false;
});

const work = () => t.app.payments!;
const WEBHOOK = '/api/payments/paystack/webhook';

type Placed = {
  order: { _id: string; orderId: string; totalPrice: number };
  paymentKey: string;
};

async function placeMobileMoney(network = 'mtn', wallet = '024 455 0123'): Promise<Placed> {
  const product = await insertProduct(t.db, { categoryId, stock: 5, discount: 99.5 });
  // A guest pays from the order's own phone (another wallet needs its texted code).
  const reply = await placeOrder(t.app, [{ _id: product.id, qty: 1 }], undefined, {
    phoneNumber: wallet,
    payment: { method: 'mobile_money', network, wallet },
  });
  expect(reply.statusCode, reply.body).toBe(201);
  await work().charges.runOnce();
  return reply.json();
}

async function referenceOf(placed: Placed) {
  return (await chargeReferencesOf(t.db, placed.order._id)).at(-1)!;
}

function postWebhook(body: string | Buffer | undefined, signed: boolean) {
  return t.app.inject({
    method: 'POST',
    url: WEBHOOK,
    headers: {
      'content-type': 'application/json',
      ...(signed && {
        'x-paystack-signature': paystackSignature(gateway.secretKey, body ?? Buffer.alloc(0)),
      }),
    },
    ...(body !== undefined && { payload: body }),
  });
}

/** A signed event from the gateway, applied by the payment worker. */
async function tell(event: string, data: Record<string, unknown>) {
  const reply = await postWebhook(JSON.stringify({ event, data }), true);
  expect(reply.statusCode, reply.body).toBe(200);
  await work().events.runOnce();
}

async function paid() {
  const placed = await placeMobileMoney();
  const reference = await referenceOf(placed);
  gateway.approve(reference);
  await tell('charge.success', { reference, status: 'success' });
  expect((await shopperPayment(placed)).status).toBe('paid');
  return { placed, reference };
}

function shopperPayment(placed: Placed) {
  return paymentByKey(t.app, placed);
}

async function asAdmin(url: string) {
  const reply = await t.app.inject({ url, headers: bearer(admin) });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
}

/** The order as the owner sees it everywhere: the list, the dashboard, the order's payment. */
async function ownerSees(placed: Placed) {
  const list = await asAdmin('/api/orders/get-orders?page=1');
  const dashboard = await asAdmin('/api/orders/admin-dashboard?page=1');
  const { payment } = await asAdmin(`/api/orders/get-order-payment/${placed.order._id}`);
  const inList = list.orders.find((o: { _id: string }) => o._id === placed.order._id);
  return { inList, dashboard, payment };
}

const dispute = (reference: string, resolution: string | null = null) => ({
  id: 7_001,
  domain: 'test',
  status: resolution ? 'resolved' : 'awaiting-merchant-feedback',
  resolution,
  currency: 'GHS',
  transaction: { reference, amount: 15_000, customer: { email: 'payer@example.com' } },
  customer: { email: 'payer@example.com', phone: '0244550123' },
});

describe("the gateway's mode and amounts", () => {
  it('never pays an order with a verdict from the other mode; the owner reads why, the shopper the shop', async () => {
    const placed = await placeMobileMoney();
    const reference = await referenceOf(placed);
    gateway.transactions.get(reference)!.domain = 'live'; // the shop's key is a test key
    gateway.approve(reference);
    await tell('charge.success', { reference, status: 'success' });

    expect(await shopperPayment(placed)).toMatchObject({
      status: 'payment_failed',
      failure:
        'The payment could not be confirmed. Please try again, or choose payment on delivery.',
    });
    const { payment } = await ownerSees(placed);
    expect(payment).toMatchObject({ status: 'payment_failed', paidBy: null, refunds: [] });
    expect(payment.charges[0]).toMatchObject({ state: 'failed' });
    expect(payment.charges[0].message).toMatch(/^Paystack answered from its live mode/);
  });

  it("pays an order whose shopper paid the gateway's fees on top, by the amount asked", async () => {
    gateway.passFeesPesewas = 195;
    const { placed } = await paid();
    const { payment } = await ownerSees(placed);
    expect(payment.refunds).toEqual([]);
  });

  it('compares the amount taken when Verify does not say what was asked', async () => {
    gateway.passFeesPesewas = 195;
    gateway.sendsRequestedAmount = false;
    const placed = await placeMobileMoney();
    const reference = await referenceOf(placed);
    gateway.approve(reference);
    await tell('charge.success', { reference, status: 'success' });
    expect((await shopperPayment(placed)).status).toBe('awaiting_payment');
    const { payment } = await ownerSees(placed);
    expect(payment.refunds).toEqual([
      expect.objectContaining({ reference, reason: 'wrong amount', state: 'owed' }),
    ]);
  });
});

describe('a paid order whose money is in doubt', () => {
  it('is flagged reversed when Verify says the charge that paid it was reversed', async () => {
    const before = (await asAdmin('/api/orders/admin-dashboard?page=1')).flaggedOrders;
    const { placed, reference } = await paid();
    gateway.reverse(reference);
    await tell('charge.reversed', { reference, status: 'reversed' });

    const { inList, dashboard, payment } = await ownerSees(placed);
    expect(inList).toMatchObject({ payment_status: 'paid', payment_flag: 'reversed' });
    expect(Date.parse(inList.payment_flagged_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(dashboard.flaggedOrders).toBe(before + 1);
    expect(dashboard.recentOrders[0]).toMatchObject({ payment_flag: 'reversed' });
    expect(payment).toMatchObject({ status: 'paid', flag: 'reversed', paidBy: reference });
    // Cancelled, it owes no refund: the money went back already.
    await setStatus(t.app, admin, placed.order._id, 'cancelled');
    expect((await ownerSees(placed)).payment.refunds).toEqual([]);
    expect((await asAdmin('/api/orders/admin-dashboard?page=1')).flaggedOrders).toBe(before);
  });

  it('is flagged disputed by a dispute of its payment, and cleared when the merchant wins', async () => {
    const before = (await asAdmin('/api/orders/admin-dashboard?page=1')).flaggedOrders;
    const { placed, reference } = await paid();
    await tell('charge.dispute.create', dispute(reference));
    let seen = await ownerSees(placed);
    expect(seen.inList.payment_flag).toBe('disputed');
    expect(seen.dashboard.flaggedOrders).toBe(before + 1);
    expect(seen.payment).toMatchObject({ status: 'paid', flag: 'disputed' });
    const byId = await asAdmin(`/api/orders/get-order-by-admin/${placed.order._id}`);
    expect(byId.payment_flag).toBe('disputed');

    await tell('charge.dispute.remind', dispute(reference));
    expect((await ownerSees(placed)).payment.flag).toBe('disputed');

    await tell('charge.dispute.resolve', dispute(reference, 'declined'));
    seen = await ownerSees(placed);
    expect(seen.payment).toMatchObject({ status: 'paid', flag: null, flaggedAt: null });
    expect(seen.inList.payment_flag).toBeNull();
    expect(seen.dashboard.flaggedOrders).toBe(before);
  });

  it('is left reversed when the shopper wins the dispute', async () => {
    const { placed, reference } = await paid();
    await tell('charge.dispute.create', dispute(reference));
    await tell('charge.dispute.resolve', dispute(reference, 'merchant-accepted'));
    expect((await ownerSees(placed)).payment.flag).toBe('reversed');
  });

  it("is not flagged by a dispute from the gateway's other mode", async () => {
    const { placed, reference } = await paid();
    await tell('charge.dispute.create', { ...dispute(reference), domain: 'live' });
    expect((await ownerSees(placed)).payment.flag).toBeNull();
  });
});

describe('a webhook with nothing readable in it', () => {
  const bodies: [string, string | Buffer | undefined][] = [
    ['no body', undefined],
    ['an empty body', ''],
    ['spaces', '   '],
    ['null', 'null'],
    ['a list', '[]'],
    ['a string', '"charge.success"'],
    ['cut short', '{"event":"charge.success","data":{"reference":'],
    ['bytes that are not text', Buffer.from([0xff, 0xfe, 0x00, 0x7b])],
    ['an event without a transaction', '{"event":"charge.dispute.create","data":{"id":1}}'],
  ];

  it.each(bodies)('is refused 400 when signed, 401 when not, never 500: %s', async (_, body) => {
    const signed = await postWebhook(body, true);
    expect(signed.statusCode, signed.body).toBe(400);
    expect(signed.json()).toEqual({ error: 'The body is not a Paystack event.' });
    const unsigned = await postWebhook(body, false);
    expect(unsigned.statusCode, unsigned.body).toBe(401);
    expect(unsigned.json()).toEqual({ error: 'The signature does not match the body.' });
  });
});

describe("what a shopper reads when a payment fails: the shop's sentences, never the gateway's", () => {
  it('a declined charge and a prompt that timed out', async () => {
    gateway.declineCharges = true;
    const declined = await placeMobileMoney();
    await work().events.runOnce();
    const failure = (await shopperPayment(declined)).failure;
    expect(failure).toBe(
      'MTN MoMo declined the payment. Check that the wallet has enough money and try again, or choose payment on delivery.',
    );
    gateway.declineCharges = false;

    const lapsed = await placeMobileMoney('airteltigo', '0277001122');
    const reference = await referenceOf(lapsed);
    gateway.timeOut(reference);
    await tell('charge.failed', { reference, status: 'abandoned' });
    expect((await shopperPayment(lapsed)).failure).toBe('The payment was not approved in time.');
    // The gateway's own words stay on the owner's view of the charge.
    expect((await ownerSees(lapsed)).payment.charges[0].message).toBe('The transaction timed out');
  });

  it('a voucher refused, and a gateway that cannot be reached', async () => {
    const placed = await placeMobileMoney('telecel', '0201234567');
    const voucher = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${placed.order.orderId}/payment/voucher`,
        headers: { 'x-payment-key': placed.paymentKey },
        payload: { voucher: '482913' },
      });
    for (const failWith of [
      { status: 503, body: '<h1>Service Unavailable</h1>' },
      { status: 429, body: '{"status":false,"message":"Rate limit exceeded for sk_test"}' },
    ]) {
      gateway.failWith = failWith;
      const down = await voucher();
      expect(down.statusCode, down.body).toBe(502);
      expect(down.json()).toEqual({
        error: 'We could not reach the payment network just now. Please try again in a moment.',
      });
    }
    gateway.failWith = undefined;
    // The network no longer waits for a voucher: Paystack refuses it in its own words.
    gateway.transactions.get(await referenceOf(placed))!.status = 'ongoing';
    const refused = await voucher();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({
      error:
        'That voucher was not accepted. Check the code on your phone and type it again, or dial for a new one.',
    });
  });
});

describe("the gateway's events", () => {
  it('are kept with what the books need and nothing of the payer', async () => {
    const body = {
      event: 'charge.success',
      data: {
        id: 4_099_001,
        domain: 'test',
        status: 'success',
        reference: 'ADP-books-1',
        amount: 15_195,
        requested_amount: 15_000,
        currency: 'GHS',
        gateway_response: 'Approved',
        paid_at: '2026-03-02T10:00:05.000Z',
        created_at: '2026-03-02T09:59:40.000Z',
        ip_address: '102.176.65.10',
        metadata: { note: 'Leave at the gate' },
        customer: { email: 'ama@example.com', phone: '0244550123', first_name: 'Ama' },
        authorization: { authorization_code: 'AUTH_x1', mobile_money_number: '0244550123' },
      },
    };
    const reply = await postWebhook(JSON.stringify(body), true);
    expect(reply.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.reference, 'ADP-books-1'));
    expect(row?.body).toEqual({
      event: 'charge.success',
      reference: 'ADP-books-1',
      status: 'success',
      amount: 15_195,
      requestedAmount: 15_000,
      currency: 'GHS',
      gatewayId: 4_099_001,
      domain: 'test',
      createdAt: '2026-03-02T09:59:40.000Z',
      paidAt: '2026-03-02T10:00:05.000Z',
    });
    expect(JSON.stringify(row?.body)).not.toMatch(/ama@|0244550123|102\.176|AUTH_|Leave at/);
  });

  it('kept before were trimmed the same way by the migration', async () => {
    const folder = path.join(import.meta.dirname, '../src/db/migrations');
    const file = readdirSync(folder).find((name) =>
      readFileSync(path.join(folder, name), 'utf8').includes('-- Hand-written: the payment events'),
    );
    const update = readFileSync(path.join(folder, file!), 'utf8').split('-- Hand-written')[1]!;
    const statement = update.slice(update.indexOf('UPDATE'));
    const full = {
      event: 'charge.dispute.create',
      data: {
        id: 88,
        domain: 'live',
        status: 'awaiting-merchant-feedback',
        resolution: null,
        currency: 'GHS',
        createdAt: '2026-03-01T08:00:00.000Z',
        customer: { email: 'kofi@example.com', phone: '0201234567' },
        transaction: { reference: 'ADP-old-1', amount: 9_000, ip_address: '41.66.1.2' },
      },
    };
    await t.db.insert(paymentEvents).values({
      gateway: 'paystack',
      event: 'charge.dispute.create',
      reference: 'ADP-old-1',
      body: full as never,
      status: 'sent',
    });
    await t.db.execute(sql.raw(statement));
    const [row] = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.reference, 'ADP-old-1'));
    expect(row?.body).toEqual(booksOnly(full));
    expect(row?.body).toMatchObject({ reference: 'ADP-old-1', amount: 9_000, domain: 'live' });
  });

  it('are purged by the sweeper once dealt with and older than PAYMENT_EVENTS_KEEP_DAYS', async () => {
    const event = (reference: string, status: string, daysOld: number) => ({
      gateway: 'paystack',
      event: 'charge.success',
      reference,
      body: { event: 'charge.success', reference },
      status,
      createdAt: new Date(Date.now() - daysOld * 86_400_000),
    });
    await t.db
      .insert(paymentEvents)
      .values([
        event('ADP-purge-old', 'sent', 91),
        event('ADP-purge-given-up', 'failed', 120),
        event('ADP-purge-waiting', 'pending', 200),
        event('ADP-purge-recent', 'sent', 89),
      ]);
    await work().sweep();
    const left = await t.db
      .select({ reference: paymentEvents.reference })
      .from(paymentEvents)
      .where(sql`${paymentEvents.reference} like 'ADP-purge-%'`);
    expect(left.map((r) => r.reference).sort()).toEqual(['ADP-purge-recent', 'ADP-purge-waiting']);
  });
});

describe('the hourly SMS budget', () => {
  it('keeps its last fifth for paid orders and status changes, whatever unpaid orders come in', async () => {
    const s = await createTestApp({
      env: {
        PAYSTACK_SECRET_KEY: gateway.secretKey,
        PAYSTACK_URL: gateway.url,
        GUEST_ORDERS_PER_PHONE: '0',
        ...NO_PAYER_LIMITS,
        ...NO_PAYER_LIMITS,
        SMS_PER_HOUR: '5',
      },
    });
    try {
      const product = await insertProduct(s.db, {
        categoryId: (await insertCategory(s.db)).id,
        stock: 50,
      });
      const order = (phoneNumber: string, payment?: object) =>
        placeOrder(s.app, [{ _id: product.id, qty: 1 }], undefined, {
          phoneNumber,
          ...(payment && { payment }),
        });
      // A flood of orders to pay on delivery: four SMS of the five go out, then they are held.
      for (const phone of ['0201000001', '0201000002', '0201000003', '0201000004'])
        expect((await order(phone)).statusCode).toBe(201);
      const paidOrder = (
        await order('0241000009', { method: 'mobile_money', network: 'mtn', wallet: '0241000009' })
      ).json().order;
      await s.app.payments!.charges.runOnce();
      const reference = (await chargeReferencesOf(s.db, paidOrder._id))[0]!;
      gateway.approve(reference);
      await s.app.payments!.check(reference);

      const sms = await s.db.select().from(smsOutbox).orderBy(smsOutbox.createdAt);
      const held = sms.filter((m) => m.status === 'skipped');
      expect(held.map((m) => [m.to, m.reason, m.skippedBy])).toEqual([
        ['+233201000004', 'placed', 'SMS_PER_HOUR'],
      ]);
      expect(held[0]?.lastError).toBe(
        'The shop has sent 4 of its 5 SMS for this hour (SMS_PER_HOUR); the rest are kept for paid orders and status changes: not sent',
      );
      const paidSms = sms.find((m) => m.orderId === paidOrder._id && m.reason === 'placed');
      expect(paidSms).toMatchObject({ status: 'pending', to: '+233241000009' });
      expect(paidSms?.text).toContain('paid GHS');
    } finally {
      await s.close();
    }
  });
});
