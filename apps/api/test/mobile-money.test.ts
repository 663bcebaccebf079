import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, orders, paymentCharges, products, smsOutbox } from '../src/db/schema.ts';
import { type Account, bearer, signUp, signUpAdmin } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import type { FakePaystack } from './helpers/fake-paystack.ts';
import { placeOrder, setStatus } from './helpers/orders.ts';
import {
  chargeReferencesOf,
  paymentByKey,
  signedWebhook,
  startPaymentShop,
  textedCode,
} from './helpers/payments.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Paying by Mobile Money against a stand-in for Paystack: the order and the money agree whatever
// the gateway and the shopper do. An order is paid only when Verify says so, for its exact total in
// cedi; a failure or a hold that runs out gives the stock back; a late, repeated or wrong payment
// changes the order once or becomes a refund the owner sees.

let gateway: FakePaystack;
let t: TestApp;
let admin: Account;
let buyer: Account;
let other: Account;
let categoryId: string;

beforeAll(async () => {
  ({ gateway, t } = await startPaymentShop());
  admin = await signUpAdmin(t.app, t.db);
  buyer = await signUp(t.app, 'Kofi Boateng');
  other = await signUp(t.app, 'Esi Owusu');
  categoryId = (await insertCategory(t.db)).id;
});
afterAll(async () => {
  await t?.close();
  await gateway?.close();
});
afterEach(() => {
  gateway.declineCharges = false;
  gateway.failWith = undefined;
});

const work = () => t.app.payments!;

async function newProduct(stock = 5, discount = 99.5) {
  return (await insertProduct(t.db, { categoryId, stock, discount })).id;
}

async function stockOf(productId: string) {
  const [row] = await t.db.select().from(products).where(eq(products.id, productId));
  return row!.stock;
}

type Placed = {
  order: { _id: string; orderId: string; totalPrice: number; payment_status: string };
  payment: { step: string; amount: number };
  paymentKey: string;
};

async function placeMobileMoney(
  productId: string,
  options: {
    qty?: number;
    who?: Account;
    network?: string;
    wallet?: string;
    walletCode?: string;
  } = {},
): Promise<Placed> {
  const reply = await placeOrder(t.app, [{ _id: productId, qty: options.qty ?? 1 }], options.who, {
    payment: {
      method: 'mobile_money',
      network: options.network ?? 'mtn',
      wallet: options.wallet ?? '024 455 0123',
      walletCode: options.walletCode,
    },
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json();
}

/** The order's payment as a guest holding the key follows it. */
function paymentOf(placed: Placed) {
  return paymentByKey(t.app, placed);
}

async function orderRow(id: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function referenceOf(placed: Placed) {
  return (await chargeReferencesOf(t.db, placed.order._id)).at(-1)!;
}

function webhook(reference: string, event = 'charge.success') {
  return signedWebhook(t.app, gateway.secretKey, { event, data: { reference, status: 'success' } });
}

/** The shopper approves the latest charge; the gateway's webhook comes and is applied. */
async function approveAndTell(placed: Placed) {
  const reference = await referenceOf(placed);
  gateway.approve(reference);
  await webhook(reference);
  await work().events.runOnce();
  return reference;
}

/** The order's hold runs out now. */
function endHold(placed: Placed) {
  return t.db
    .update(orders)
    .set({ holdUntil: new Date(Date.now() - 1000) })
    .where(eq(orders.id, placed.order._id));
}

const smsOfOrder = (orderId: string) =>
  t.db.select().from(smsOutbox).where(eq(smsOutbox.orderId, orderId));

async function adminPayment(orderId: string) {
  const reply = await t.app.inject({
    url: `/api/orders/get-order-payment/${orderId}`,
    headers: bearer(admin),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().payment;
}

describe('placing an order paid by Mobile Money', () => {
  it('holds the stock, charges the wallet the order total once the order is written, and announces nothing yet', async () => {
    const productId = await newProduct(5, 120);
    const placed = await placeMobileMoney(productId, { qty: 2, wallet: '+233 24 455 0123' });
    expect(placed.order.payment_status).toBe('awaiting_payment');
    expect(placed.payment).toMatchObject({ step: 'sending', amount: placed.order.totalPrice });
    expect(await stockOf(productId)).toBe(3);
    expect(await smsOfOrder(placed.order._id)).toEqual([]);
    const mails = await t.db.select().from(emailOutbox);
    expect(mails.some((mail) => mail.subject.includes(placed.order.orderId))).toBe(false);

    await work().charges.runOnce();
    const charge = gateway.requests.find(
      (r) => r.path === '/charge' && r.body?.reference === gatewayRef(placed),
    );
    expect(charge?.body).toMatchObject({
      amount: Math.round(placed.order.totalPrice * 100),
      currency: 'GHS',
      mobile_money: { phone: '0244550123', provider: 'mtn' },
    });
    expect(await paymentOf(placed)).toMatchObject({
      step: 'approve',
      network: 'mtn',
      wallet: '+233244550123',
      instructions: 'Please complete authorization process on your mobile phone',
    });
    // Sent once: the outbox does not send it again.
    await work().charges.runOnce();
    expect(gateway.requests.filter((r) => r.body?.reference === gatewayRef(placed))).toHaveLength(
      1,
    );
  });

  it('is paid when the signed webhook comes and Verify agrees; the same webhook again changes nothing', async () => {
    const productId = await newProduct();
    const placed = await placeMobileMoney(productId, { who: buyer });
    await work().charges.runOnce();
    const reference = await referenceOf(placed);
    gateway.approve(reference);

    expect((await webhook(reference)).statusCode).toBe(200);
    await work().events.runOnce();
    expect(await paymentOf(placed)).toMatchObject({ status: 'paid', step: 'paid' });
    expect(await stockOf(productId)).toBe(4);
    const texts = await smsOfOrder(placed.order._id);
    expect(texts.map((s) => s.reason).sort()).toEqual(['placed', 'shop']);
    expect(texts.find((s) => s.reason === 'placed')?.text).toContain('paid GHS');

    // Paystack sends it again: kept once, applied once.
    expect((await webhook(reference)).statusCode).toBe(200);
    await work().check(reference);
    await work().events.runOnce();
    expect(await smsOfOrder(placed.order._id)).toHaveLength(2);
    expect((await orderRow(placed.order._id)).paidBy).toBe(reference);

    // A paid order stays paid whatever the parcel's status, and shows as paid to its owner.
    await setStatus(t.app, admin, placed.order._id, 'processing');
    const mine = await t.app.inject({
      url: `/api/orders/get-order-by-customer/${placed.order._id}`,
      headers: bearer(buyer),
    });
    expect(mine.json().order).toMatchObject({
      payment_method: 'mobile_money',
      payment_status: 'paid',
    });
  });

  it('waits when a webhook comes before Verify says paid, and is paid when it does', async () => {
    const productId = await newProduct();
    const placed = await placeMobileMoney(productId);
    await work().charges.runOnce();
    const reference = await referenceOf(placed);

    await webhook(reference);
    await work().events.runOnce();
    expect((await paymentOf(placed)).status).toBe('awaiting_payment');

    gateway.approve(reference);
    // The event is asked about again once its backoff runs out.
    await t.db.execute(
      sql`update payment_events set next_attempt_at = now() where reference = ${reference}`,
    );
    await work().events.runOnce();
    expect((await paymentOf(placed)).status).toBe('paid');
  });

  it('does not pay an order with money of another amount: the money is owed back', async () => {
    const productId = await newProduct();
    const placed = await placeMobileMoney(productId);
    await work().charges.runOnce();
    const reference = await referenceOf(placed);
    const asked = Math.round(placed.order.totalPrice * 100);
    gateway.approve(reference, asked - 100);

    await webhook(reference);
    await work().events.runOnce();
    expect((await paymentOf(placed)).status).toBe('awaiting_payment');
    const payment = await adminPayment(placed.order._id);
    expect(payment.refunds).toEqual([
      expect.objectContaining({
        reference,
        amount: (asked - 100) / 100,
        reason: 'wrong amount',
        state: 'owed',
      }),
    ]);
  });
});

describe('a payment that does not come', () => {
  it('a declined charge gives the stock back; the shopper may try again or pay on delivery', async () => {
    const productId = await newProduct(3);
    const placed = await placeMobileMoney(productId);
    gateway.declineCharges = true;
    await work().charges.runOnce();
    await work().events.runOnce();

    const failed = await paymentOf(placed);
    expect(failed).toMatchObject({ status: 'payment_failed', step: 'failed' });
    expect(failed.failure).toBe(
      'MTN MoMo declined the payment. Check that the wallet has enough money and try again, or choose payment on delivery.',
    );
    expect(await stockOf(productId)).toBe(3);

    gateway.declineCharges = false;
    // Another wallet than the order's phone: the guest types the code the shop texted to it.
    const walletCode = await textedCode(t.app, t.db, '0277001122');
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.order.orderId}/payment/retry`,
      headers: { 'x-payment-key': placed.paymentKey },
      payload: { network: 'airteltigo', wallet: '0277001122', walletCode },
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().payment).toMatchObject({
      status: 'awaiting_payment',
      network: 'airteltigo',
    });
    expect(await stockOf(productId)).toBe(2);
    // Tapped twice: the second is refused while the first waits, and charges nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.order.orderId}/payment/retry`,
      headers: { 'x-payment-key': placed.paymentKey },
      payload: { network: 'airteltigo', wallet: '0277001122' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This order is waiting for the payment on your phone.');
    expect(await chargeReferencesOf(t.db, placed.order._id)).toHaveLength(2);

    await work().charges.runOnce();
    expect(gateway.requests.at(-1)?.body).toMatchObject({
      mobile_money: { phone: '0277001122', provider: 'atl' },
    });
    gateway.decline(await referenceOf(placed));
    await webhook(await referenceOf(placed), 'charge.failed');
    await work().events.runOnce();
    expect((await paymentOf(placed)).status).toBe('payment_failed');
    expect(await stockOf(productId)).toBe(3);

    const onDelivery = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.order.orderId}/payment/on-delivery`,
      headers: { 'x-payment-key': placed.paymentKey },
      payload: {},
    });
    expect(onDelivery.statusCode, onDelivery.body).toBe(200);
    expect(onDelivery.json().payment).toMatchObject({
      method: 'delivery',
      status: 'unpaid',
      step: 'none',
    });
    expect(await stockOf(productId)).toBe(2);
    const placedSms = (await smsOfOrder(placed.order._id)).find((s) => s.reason === 'placed');
    expect(placedSms?.text).toContain('on delivery');
  });

  it('a prompt not answered in time ends the hold: stock back, the order still there to pay on delivery', async () => {
    const productId = await newProduct(2);
    const placed = await placeMobileMoney(productId, { qty: 2 });
    await work().charges.runOnce();
    expect(await stockOf(productId)).toBe(0);

    // Still ongoing at the gateway when the hold runs out.
    await endHold(placed);
    expect(await work().sweep()).toBeGreaterThanOrEqual(1);
    expect(await paymentOf(placed)).toMatchObject({
      status: 'payment_failed',
      failure: 'The payment was not approved in time.',
    });
    expect(await stockOf(productId)).toBe(2);
    // The sweeper does it once.
    await work().sweep();
    expect(await stockOf(productId)).toBe(2);

    // Approved late after all: the money pays the order, its stock taken again.
    await approveAndTell(placed);
    expect((await paymentOf(placed)).status).toBe('paid');
    expect(await stockOf(productId)).toBe(0);
  });

  it('a payment that comes after the stock ran out pays the order, and no stock is made up', async () => {
    const productId = await newProduct(1);
    const placed = await placeMobileMoney(productId);
    await work().charges.runOnce();
    await endHold(placed);
    await work().sweep();
    expect(await stockOf(productId)).toBe(1);
    // Someone else buys the last one, on delivery.
    expect((await placeOrder(t.app, [{ _id: productId, qty: 1 }])).statusCode).toBe(201);

    await approveAndTell(placed);
    expect((await paymentOf(placed)).status).toBe('paid');
    expect(await stockOf(productId)).toBe(0);
    expect((await adminPayment(placed.order._id)).stockHeld).toBe(false);
    // Cancelled: it gives back nothing it did not take, and its money is owed back.
    await setStatus(t.app, admin, placed.order._id, 'cancelled');
    expect(await stockOf(productId)).toBe(0);
    expect((await adminPayment(placed.order._id)).refunds).toHaveLength(1);
  });

  it('a prompt the network timed out fails at the next check, without waiting for the hold', async () => {
    const productId = await newProduct();
    const placed = await placeMobileMoney(productId);
    await work().charges.runOnce();
    gateway.timeOut(await referenceOf(placed));
    await t.db.execute(
      sql`update payment_charges set checked_at = now() - interval '1 minute' where order_id = ${placed.order._id}`,
    );
    await work().sweep();
    expect(await paymentOf(placed)).toMatchObject({ status: 'payment_failed', step: 'failed' });
    expect(await stockOf(productId)).toBe(5);
  });

  it('a charge the gateway could not take is sent again later, not lost; one no longer wanted is not sent', async () => {
    const productId = await newProduct();
    const placed = await placeMobileMoney(productId);
    gateway.failWith = { status: 503, body: '<h1>Service Unavailable</h1>' };
    await work().charges.runOnce();
    const [waiting] = await t.db
      .select()
      .from(paymentCharges)
      .where(eq(paymentCharges.orderId, placed.order._id));
    expect(waiting).toMatchObject({ status: 'pending', step: 'sending' });
    expect((await paymentOf(placed)).step).toBe('sending');

    gateway.failWith = undefined;
    await t.db
      .update(paymentCharges)
      .set({ nextAttemptAt: new Date() })
      .where(eq(paymentCharges.orderId, placed.order._id));
    await work().charges.runOnce();
    expect((await paymentOf(placed)).step).toBe('approve');

    // Another order whose shopper chose payment on delivery before its charge went out.
    const second = await placeMobileMoney(productId);
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${second.order.orderId}/payment/on-delivery`,
      headers: { 'x-payment-key': second.paymentKey },
      payload: {},
    });
    const before = gateway.requests.length;
    await work().charges.runOnce();
    expect(gateway.requests.slice(before).filter((r) => r.path === '/charge')).toEqual([]);
  });
});

describe('an api that stops halfway', () => {
  it('leaves the charge and the webhook to the next process, which sends and applies them once', async () => {
    const productId = await newProduct();
    // Placed on this process, whose workers never run again (as if it stopped after the commit).
    const placed = await placeMobileMoney(productId);
    const next = await createTestApp({
      besides: { database: t.database },
      env: { PAYSTACK_SECRET_KEY: gateway.secretKey, PAYSTACK_URL: gateway.url },
    });
    try {
      await next.app.payments!.charges.runOnce();
      const reference = await referenceOf(placed);
      expect(gateway.transactions.get(reference)?.status).toBe('ongoing');
      gateway.approve(reference);
      // The webhook reaches the first process; the next one applies it.
      await webhook(reference);
      await next.app.payments!.events.runOnce();
      expect((await paymentOf(placed)).status).toBe('paid');
      await work().events.runOnce();
      expect(await smsOfOrder(placed.order._id)).toHaveLength(2);
    } finally {
      await next.close();
    }
  });
});

describe('Telecel Cash', () => {
  it('asks for the voucher the shopper dials for, then waits for the approval', async () => {
    const productId = await newProduct();
    const walletCode = await textedCode(t.app, t.db, '0201234567');
    const placed = await placeMobileMoney(productId, {
      network: 'telecel',
      wallet: '0201234567',
      walletCode,
    });
    await work().charges.runOnce();
    expect(await paymentOf(placed)).toMatchObject({
      step: 'voucher',
      instructions: expect.stringContaining('*110#'),
    });
    const voucher = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.order.orderId}/payment/voucher`,
      headers: { 'x-payment-key': placed.paymentKey },
      payload: { voucher: '482913' },
    });
    expect(voucher.statusCode, voucher.body).toBe(200);
    expect(voucher.json().payment.step).toBe('approve');
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.order.orderId}/payment/voucher`,
      headers: { 'x-payment-key': placed.paymentKey },
      payload: { voucher: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('who may follow a payment', () => {
  it('the customer who placed it, or the guest with its key; no one else', async () => {
    const productId = await newProduct();
    const mine = await placeMobileMoney(productId, { who: buyer });
    const url = `/api/orders/${mine.order._id}/payment`;
    const as = (headers: Record<string, string>) => t.app.inject({ url, headers });
    expect((await as(bearer(buyer))).statusCode).toBe(200);
    expect((await as(bearer(admin))).statusCode).toBe(200);
    expect((await as({ 'x-payment-key': mine.paymentKey })).statusCode).toBe(200);
    expect((await as(bearer(other))).statusCode).toBe(404);
    expect((await as({})).statusCode).toBe(404);
    expect((await as({ 'x-payment-key': `${mine.paymentKey.slice(0, -1)}x` })).statusCode).toBe(
      404,
    );
    const guest = await placeMobileMoney(productId);
    const stolen = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${guest.order._id}/payment/on-delivery`,
      headers: { 'x-payment-key': mine.paymentKey },
      payload: {},
    });
    expect(stolen.statusCode).toBe(404);
  });

  it('lets no visitor and no other customer type a voucher, retry or switch, and changes nothing', async () => {
    const productId = await newProduct();
    const mine = await placeMobileMoney(productId, { who: buyer, network: 'telecel' });
    await work().charges.runOnce();
    const changes = [
      { action: 'voucher', payload: { voucher: '482913' } },
      { action: 'retry', payload: { network: 'mtn', wallet: '0244550123' } },
      { action: 'on-delivery', payload: {} },
    ];
    for (const { action, payload } of changes) {
      for (const headers of [{}, bearer(other), { 'x-payment-key': 'made-up-key' }]) {
        const reply = await t.app.inject({
          method: 'POST',
          url: `/api/orders/${mine.order.orderId}/payment/${action}`,
          headers,
          payload,
        });
        expect(reply.statusCode, `${action} ${JSON.stringify(headers)}`).toBe(404);
      }
    }
    expect(await paymentOf(mine)).toMatchObject({
      method: 'mobile_money',
      status: 'awaiting_payment',
      step: 'voucher',
    });
    const reference = await referenceOf(mine);
    expect(
      gateway.requests.filter(
        (r) => r.path === '/charge/submit_otp' && r.body?.reference === reference,
      ),
    ).toEqual([]);
  });
});

describe('the owner', () => {
  it('sees the charges, and a refund owed when a paid order is cancelled, then recorded once', async () => {
    const productId = await newProduct();
    const placed = await placeMobileMoney(productId);
    await work().charges.runOnce();
    const reference = await approveAndTell(placed);

    expect((await setStatus(t.app, admin, placed.order._id, 'cancelled')).statusCode).toBe(200);
    const payment = await adminPayment(placed.order._id);
    expect(payment).toMatchObject({ method: 'mobile_money', status: 'paid', paidBy: reference });
    expect(payment.charges).toEqual([
      expect.objectContaining({ reference, network: 'mtn', state: 'paid' }),
    ]);
    const [owed] = payment.refunds;
    expect(owed).toMatchObject({
      reason: 'order cancelled',
      state: 'owed',
      amount: placed.order.totalPrice,
    });

    const record = (how: string, who = admin) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/record-refund/${owed._id}`,
        headers: bearer(who),
        payload: { how },
      });
    expect((await record('gateway', buyer)).statusCode).toBe(403);
    const made = await record('gateway');
    expect(made.statusCode, made.body).toBe(200);
    // Paystack queued it: on its way until Paystack says it is done (refunds.test.ts).
    expect(made.json().refund).toMatchObject({ state: 'processing', gatewayStatus: 'pending' });
    expect(gateway.transactions.get(reference)?.refunds).toBe(1);
    expect((await record('dashboard')).statusCode).toBe(409);
  });

  it('counts a Mobile Money order in the revenue only once it is paid', async () => {
    const revenue = async () => {
      const reply = await t.app.inject({ url: '/api/orders/admin-stats', headers: bearer(admin) });
      return reply
        .json()
        .regions.reduce((sum: number, r: { revenue: number }) => sum + r.revenue, 0);
    };
    const productId = await newProduct();
    const start = await revenue();
    const placed = await placeMobileMoney(productId);
    expect(await revenue()).toBe(start);
    await work().charges.runOnce();
    await approveAndTell(placed);
    expect(await revenue()).toBeCloseTo(start + placed.order.totalPrice, 2);
  });
});

describe('without a Paystack key', () => {
  it('refuses Mobile Money at checkout and takes orders paid on delivery as before', async () => {
    const plain = await createTestApp();
    try {
      const productId = (
        await insertProduct(plain.db, { categoryId: (await insertCategory(plain.db)).id })
      ).id;
      const refused = await placeOrder(plain.app, [{ _id: productId, qty: 1 }], undefined, {
        payment: { method: 'mobile_money', network: 'mtn', wallet: '0244550123' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(
        'This shop does not take Mobile Money: choose Payment On Delivery.',
      );
      const placed = await placeOrder(plain.app, [{ _id: productId, qty: 1 }]);
      expect(placed.statusCode).toBe(201);
      expect(placed.json()).not.toHaveProperty('paymentKey');
      expect(placed.json().order).toMatchObject({
        payment_method: 'delivery',
        payment_status: 'unpaid',
      });
    } finally {
      await plain.close();
    }
  });
});

function gatewayRef(placed: Placed) {
  return gateway.requests.find(
    (r) => r.path === '/charge' && String(r.body?.reference).startsWith(placed.order.orderId),
  )?.body?.reference;
}
