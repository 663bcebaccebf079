import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentCharges, products } from '../src/db/schema.ts';
import { type Account, bearer, signUp, signUpAdmin } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import type { FakePaystack } from './helpers/fake-paystack.ts';
import { address } from './helpers/orders.ts';
import { chargeReferencesOf, startPaymentShop, textedCode } from './helpers/payments.ts';
import type { TestApp } from './helpers/test-app.ts';

// Mobile Money turned against someone else: PIN prompts sent to a stranger's wallet from many
// orders, a retry loop that opens prompt after prompt, unpaid orders that hold the shelf or lock a
// phone out of checkout. Each cap is counted in the database, so every api process sees it.

let gateway: FakePaystack;
let t: TestApp;
let categoryId: string;

beforeAll(async () => {
  ({ gateway, t } = await startPaymentShop({
    PROMPTS_PER_WALLET_PER_HOUR: '3',
    PROMPTS_PER_WALLET_PER_DAY: '6',
    PROMPTS_PER_ADDRESS_PER_HOUR: '4',
    PROMPTS_PER_CUSTOMER_PER_HOUR: '3',
    UNPAID_ORDERS_PER_PAYER: '2',
    GUEST_ORDERS_PER_PHONE: '3',
  }));
  categoryId = (await insertCategory(t.db)).id;
});
afterAll(async () => {
  await t?.close();
  await gateway?.close();
});

const work = () => t.app.payments!;
let addresses = 0;
/** A client address no other test has used. */
const freshAddress = () => `10.1.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;
let wallets = 0;
/** A wallet no other test has used. */
const freshWallet = () => `024${String(1_000_000 + ++wallets).slice(1)}0`;

async function newProduct(stock = 50) {
  return (await insertProduct(t.db, { categoryId, stock })).id;
}

type Attempt = { wallet?: string; from?: string; who?: Account; phone?: string; qty?: number };

/** A Mobile Money order; a guest's order phone is its wallet unless `phone` says otherwise. */
function placeMobileMoney(productId: string, attempt: Attempt = {}) {
  const wallet = attempt.wallet ?? freshWallet();
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/customer-order',
    remoteAddress: attempt.from ?? freshAddress(),
    headers: attempt.who ? bearer(attempt.who) : {},
    payload: {
      ...address,
      phoneNumber: attempt.phone ?? (attempt.who ? address.phoneNumber : wallet),
      products: [{ _id: productId, qty: attempt.qty ?? 1 }],
      payment: { method: 'mobile_money', network: 'mtn', wallet },
    },
  });
}

function placeOnDelivery(productId: string, phone: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/customer-order',
    remoteAddress: freshAddress(),
    payload: { ...address, phoneNumber: phone, products: [{ _id: productId, qty: 1 }] },
  });
}

/** A guest's retry (by default to the order's phone) or switch to payment on delivery. */
function paymentCall(
  placed: { order: { orderId: string; phoneNumber: string }; paymentKey: string },
  action: 'retry' | 'on-delivery',
  wallet = placed.order.phoneNumber,
  walletCode?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${placed.order.orderId}/payment/${action}`,
    remoteAddress: freshAddress(),
    headers: { 'x-payment-key': placed.paymentKey },
    payload: action === 'retry' ? { network: 'mtn', wallet, walletCode } : {},
  });
}

/** The order's latest charge is declined at the gateway and the shop learns it. */
async function decline(orderId: string) {
  await work().charges.runOnce();
  const reference = (await chargeReferencesOf(t.db, orderId)).at(-1)!;
  gateway.decline(reference);
  await work().check(reference);
  return reference;
}

const chargesTo = (wallet: string) =>
  t.db
    .select()
    .from(paymentCharges)
    .where(eq(paymentCharges.wallet, `+233${wallet.slice(1)}`));

describe('prompts to one wallet', () => {
  it('sends a wallet at most 3 prompts an hour, from however many orders and addresses', async () => {
    const productId = await newProduct();
    const wallet = freshWallet();
    for (let i = 0; i < 3; i++) {
      const reply = await placeMobileMoney(productId, { wallet });
      expect(reply.statusCode, reply.body).toBe(201);
      await decline(reply.json().order._id); // not unpaid: only the prompt cap is left to stop it
    }
    const fourth = await placeMobileMoney(productId, { wallet });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toContain(
      'This wallet was sent 3 payment prompts in the last hour',
    );
    expect(fourth.json().error).toContain('Payment On Delivery');
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await chargesTo(wallet)).toHaveLength(3);

    // A retry to the same wallet is a prompt too.
    const other = await placeMobileMoney(productId);
    await decline(other.json().order._id);
    const walletCode = await textedCode(t.app, t.db, wallet);
    const retry = await paymentCall(other.json(), 'retry', wallet, walletCode);
    expect(retry.statusCode).toBe(429);
    expect(await chargesTo(wallet)).toHaveLength(3);
  });

  it('counts prompts sent at once one at a time', async () => {
    const productId = await newProduct();
    const wallet = freshWallet();
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => placeMobileMoney(productId, { wallet })),
    );
    // Two may wait unpaid at once; the rest are refused, and no more than that reach the wallet.
    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(4);
    expect(await chargesTo(wallet)).toHaveLength(2);
  });

  it('caps prompts asked for from one address, and by one customer', async () => {
    const productId = await newProduct();
    const from = freshAddress();
    for (let i = 0; i < 4; i++) {
      const reply = await placeMobileMoney(productId, { from });
      expect(reply.statusCode, reply.body).toBe(201);
      await decline(reply.json().order._id);
    }
    const fromSameAddress = await placeMobileMoney(productId, { from });
    expect(fromSameAddress.statusCode).toBe(429);
    expect(fromSameAddress.json().error).toContain('from your network');

    const customer = await signUp(t.app, 'Yaw Darko');
    for (let i = 0; i < 3; i++) {
      const reply = await placeMobileMoney(productId, { who: customer });
      expect(reply.statusCode, reply.body).toBe(201);
      await decline(reply.json().order._id);
    }
    const fourth = await placeMobileMoney(productId, { who: customer });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toContain('You have started many Mobile Money payments');
  });
});

describe('the retry and pay-on-delivery loop', () => {
  it('opens no second prompt while the first is still live, whatever the order shows', async () => {
    const productId = await newProduct();
    const placed = (await placeMobileMoney(productId)).json();
    await work().charges.runOnce(); // the prompt is on the phone, not answered
    const first = (await chargeReferencesOf(t.db, placed.order._id))[0]!;

    expect((await paymentCall(placed, 'on-delivery')).statusCode).toBe(200);
    const retry = await paymentCall(placed, 'retry');
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error).toContain('The last payment prompt is still open');
    expect((await paymentCall(placed, 'on-delivery')).statusCode).toBe(200);
    expect((await paymentCall(placed, 'retry')).statusCode).toBe(409);
    const charges = await t.db
      .select()
      .from(paymentCharges)
      .where(eq(paymentCharges.orderId, placed.order._id));
    expect(charges).toHaveLength(1);

    // Once the network ends the first prompt, a new one may go.
    gateway.timeOut(first);
    const again = await paymentCall(placed, 'retry');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().payment.status).toBe('awaiting_payment');
  });
});

describe('unpaid orders and the shelf', () => {
  it('lets a payer keep two orders waiting for their money at once, not more', async () => {
    const productId = await newProduct();
    const from = freshAddress();
    expect((await placeMobileMoney(productId, { from })).statusCode).toBe(201);
    expect((await placeMobileMoney(productId, { from })).statusCode).toBe(201);
    const third = await placeMobileMoney(productId, { from });
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toContain('still waiting for its Mobile Money payment');
  });

  it('holds at most 20 units of one product in an order, however its lines are split', async () => {
    const productId = await newProduct(500);
    const tooMany = await placeMobileMoney(productId, { qty: 21 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatch(
      /^You can order at most 20 of .* online\. For more, please call us on/,
    );
    const split = await t.app.inject({
      method: 'POST',
      url: '/api/orders/customer-order',
      remoteAddress: freshAddress(),
      payload: {
        ...address,
        products: [
          { _id: productId, qty: 15, productSize: 'M' },
          { _id: productId, qty: 6, productSize: 'L' },
        ],
      },
    });
    expect(split.statusCode).toBe(400);
    const stock = (await t.db.select().from(products).where(eq(products.id, productId)))[0]!.stock;
    expect(stock).toBe(500);
    expect((await placeMobileMoney(productId, { qty: 20 })).statusCode).toBe(201);
  });

  it('holds the stock for the prompt only: about 7 minutes', async () => {
    const productId = await newProduct();
    const before = Date.now();
    const placed = (await placeMobileMoney(productId)).json();
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.order._id));
    const minutes = (row!.holdUntil!.getTime() - before) / 60_000;
    expect(minutes).toBeGreaterThan(6.9);
    expect(minutes).toBeLessThan(7.1);
  });

  it("does not lock a phone out of checkout with a stranger's unpaid or failed orders", async () => {
    const productId = await newProduct();
    const phone = '020 111 2233';
    for (let i = 0; i < 3; i++) {
      const reply = await placeMobileMoney(productId, { phone, wallet: phone });
      expect(reply.statusCode, reply.body).toBe(201);
      if (i < 2) await decline(reply.json().order._id);
    }
    const own = await placeOnDelivery(productId, phone);
    expect(own.statusCode, own.body).toBe(201);
  });

  it('counts an order switched to payment on delivery against its phone', async () => {
    const productId = await newProduct();
    const phone = '020 444 5566';
    for (let i = 0; i < 3; i++)
      expect((await placeOnDelivery(productId, phone)).statusCode).toBe(201);
    const placed = (await placeMobileMoney(productId, { phone, wallet: phone })).json();
    await decline(placed.order._id);
    const stock = async () =>
      (await t.db.select().from(products).where(eq(products.id, productId)))[0]!.stock;
    const before = await stock();
    const switched = await paymentCall(placed, 'on-delivery');
    expect(switched.statusCode).toBe(429);
    expect(switched.json().error).toContain('3');
    expect(await stock()).toBe(before);
  });
});

describe('the queue of charges', () => {
  it("sends a shopper's charge before a backlog, and never one whose hold ran out waiting", async () => {
    // Left over from earlier tests: sent or dropped now, so the queue holds only this test's.
    await work().charges.runOnce();
    const productId = await newProduct(100);
    const flood = [];
    for (let i = 0; i < 18; i++) flood.push((await placeMobileMoney(productId)).json());
    // Half the backlog waited so long its holds are nearly over.
    const stale = flood.slice(0, 6).map((placed) => placed.order._id as string);
    for (const id of stale)
      await t.db
        .update(orders)
        .set({ holdUntil: new Date(Date.now() + 20_000) })
        .where(eq(orders.id, id));
    const shopper = (await placeMobileMoney(productId)).json();

    const before = gateway.requests.length;
    gateway.delayMs = 20;
    try {
      await work().charges.runOnce();
    } finally {
      gateway.delayMs = 0;
    }
    const sent = gateway.requests
      .slice(before)
      .filter((r) => r.path === '/charge')
      .map((r) => String(r.body?.reference));
    const orderNumberOf = (placed: { order: { orderId: string } }) => placed.order.orderId;
    // In the first batch, not behind the twelve still worth sending before it.
    expect(sent.findIndex((ref) => ref.startsWith(orderNumberOf(shopper)))).toBeLessThan(8);
    expect(sent).toHaveLength(13);
    for (const placed of flood.slice(0, 6))
      expect(sent.some((ref) => ref.startsWith(orderNumberOf(placed)))).toBe(false);
  });

  it('tells the owner how many orders wait and what they hold, and when prompts go out late', async () => {
    const admin = await signUpAdmin(t.app, t.db);
    const dashboard = async () =>
      (await t.app.inject({ url: '/api/orders/admin-dashboard', headers: bearer(admin) })).json()
        .payments;
    await work().charges.runOnce();
    const productId = await newProduct();
    const placed = (await placeMobileMoney(productId, { qty: 3 })).json();
    const now = await dashboard();
    expect(now.waitingOrders).toBeGreaterThanOrEqual(1);
    expect(now.unitsHeld).toBeGreaterThanOrEqual(3);

    // A charge still not sent two minutes after it was asked for.
    await t.db
      .update(paymentCharges)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(paymentCharges.orderId, placed.order._id));
    expect((await dashboard()).promptsLateSeconds).toBeGreaterThanOrEqual(120);
  });
});

describe('failed payments left so', () => {
  it('are cancelled quietly some hours after failing; one the shopper took on is not', async () => {
    const productId = await newProduct(10);
    const left = (await placeMobileMoney(productId)).json();
    const switched = (await placeMobileMoney(productId)).json();
    await decline(left.order._id);
    await decline(switched.order._id);
    expect((await paymentCall(switched, 'on-delivery')).statusCode).toBe(200);
    const failedAgo = (id: string, hours: number) =>
      t.db
        .update(orders)
        .set({ paymentFailedAt: new Date(Date.now() - hours * 3_600_000) })
        .where(eq(orders.id, id));
    await failedAgo(left.order._id, 5);
    await work().sweep();
    const row = async (id: string) =>
      (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
    expect((await row(left.order._id)).deliveryStatus).toBe('pending');

    await failedAgo(left.order._id, 7);
    await failedAgo(switched.order._id, 7);
    await work().sweep();
    expect((await row(left.order._id)).deliveryStatus).toBe('cancelled');
    expect((await row(switched.order._id)).deliveryStatus).toBe('pending');
    // The stock of the cancelled order was back already: nothing moves twice.
    const stock = (await t.db.select().from(products).where(eq(products.id, productId)))[0]!.stock;
    expect(stock).toBe(9);
  });

  it("forgets a charge's client address once it no longer counts", async () => {
    const productId = await newProduct();
    const placed = (await placeMobileMoney(productId, { from: '10.9.9.9' })).json();
    const charge = eq(paymentCharges.orderId, placed.order._id);
    expect((await t.db.select().from(paymentCharges).where(charge))[0]!.clientAddress).toBe(
      '10.9.9.9',
    );
    await t.db
      .update(paymentCharges)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(charge);
    await work().sweep();
    expect((await t.db.select().from(paymentCharges).where(charge))[0]!.clientAddress).toBeNull();
  });
});
