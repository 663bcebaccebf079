import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentRefunds, products } from '../src/db/schema.ts';
import { type Account, bearer, signUp, signUpAdmin } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import type { FakePaystack } from './helpers/fake-paystack.ts';
import { placeOrder, setStatus } from './helpers/orders.ts';
import { chargeReferencesOf, signedWebhook, startPaymentShop } from './helpers/payments.ts';
import type { TestApp } from './helpers/test-app.ts';

// Refunds the owner can see and that are made once: a refund is claimed before the gateway is
// called (two clicks make one refund), follows what Paystack says when asked by its id (never a
// webhook's word), and a claim whose request died is resolved without a second refund. Paid
// orders stay out of the ways that lost refunds: reopened after cancelling, or deleted by their
// shopper; and every refund not yet made is listed and counted, deleted orders' too.

let gateway: FakePaystack;
let t: TestApp;
let admin: Account;
let buyer: Account;
let categoryId: string;

beforeAll(async () => {
  ({ gateway, t } = await startPaymentShop());
  admin = await signUpAdmin(t.app, t.db);
  buyer = await signUp(t.app, 'Kofi Boateng');
  categoryId = (await insertCategory(t.db)).id;
});
afterAll(async () => {
  await t?.close();
  await gateway?.close();
});
afterEach(() => {
  gateway.delayMs = 0;
  gateway.loseRefundAnswers = false;
  gateway.failWith = undefined;
});

const work = () => t.app.payments!;
const newProduct = async (stock = 5) =>
  (await insertProduct(t.db, { categoryId, stock, discount: 99.5 })).id;

async function stockOf(productId: string) {
  const [row] = await t.db.select().from(products).where(eq(products.id, productId));
  return row!.stock;
}

type Placed = { order: { _id: string; orderId: string; totalPrice: number } };

async function placeMobileMoney(productId: string, who?: Account): Promise<Placed> {
  const reply = await placeOrder(t.app, [{ _id: productId, qty: 1 }], who, {
    payment: { method: 'mobile_money', network: 'mtn', wallet: '024 455 0123' },
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json();
}

async function referenceOf(orderId: string) {
  return (await chargeReferencesOf(t.db, orderId)).at(-1)!;
}

function webhook(event: string, data: Record<string, unknown>) {
  return signedWebhook(t.app, gateway.secretKey, { event, data });
}

/** A Mobile Money order, its charge sent, approved and applied: paid. */
async function paidOrder(who?: Account) {
  const productId = await newProduct();
  const placed = await placeMobileMoney(productId, who);
  await work().charges.runOnce();
  const reference = await referenceOf(placed.order._id);
  gateway.approve(reference);
  await webhook('charge.success', { reference, status: 'success' });
  await work().events.runOnce();
  return { ...placed, productId, reference };
}

/** A paid order, cancelled by the owner: its money owed back. Answers the refund owed. */
async function owedRefund() {
  const paid = await paidOrder();
  expect((await setStatus(t.app, admin, paid.order._id, 'cancelled')).statusCode).toBe(200);
  const [refund] = (await adminPayment(paid.order._id)).refunds;
  expect(refund).toMatchObject({ state: 'owed', reason: 'order cancelled' });
  return { ...paid, refundId: refund._id as string };
}

async function adminPayment(orderId: string) {
  const reply = await t.app.inject({
    url: `/api/orders/get-order-payment/${orderId}`,
    headers: bearer(admin),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().payment;
}

function record(refundId: string, how: 'gateway' | 'dashboard') {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/record-refund/${refundId}`,
    headers: bearer(admin),
    payload: { how },
  });
}

async function refundRow(refundId: string) {
  const [row] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
  return row!;
}

const refundCalls = (reference: string) =>
  gateway.requests.filter(
    (r) => r.method === 'POST' && r.path === '/refund' && r.body?.transaction === reference,
  );

/** Paystack tells of a refund; the worker applies what Paystack says when asked. */
async function refundWebhook(reference: string, status: string) {
  const reply = await webhook(`refund.${status}`, {
    status,
    transaction_reference: reference,
    refund_reference: `TRF_${reference}`,
    amount: '15000',
    currency: 'GHS',
  });
  expect(reply.statusCode, reply.body).toBe(200);
  await work().events.runOnce();
}

describe('a refund through Paystack', () => {
  it('two clicks at once make one refund at the gateway; the second is told why', async () => {
    const { refundId, reference, order } = await owedRefund();
    gateway.delayMs = 150; // the first click is still at the gateway when the second comes
    const [first, second] = await Promise.all([
      record(refundId, 'gateway'),
      record(refundId, 'gateway'),
    ]);
    const replies = [first, second].sort((a, b) => a.statusCode - b.statusCode);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 409]);
    expect(replies[0]!.json().refund).toMatchObject({
      state: 'processing',
      gatewayStatus: 'pending',
    });
    expect(replies[1]!.json().error).toMatch(/already on its way through Paystack/);
    expect(refundCalls(reference)).toHaveLength(1);
    expect(gateway.refundsOf(reference)).toHaveLength(1);

    // Nor by hand while Paystack makes it.
    const byHand = await record(refundId, 'dashboard');
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().error).toMatch(/do not refund it again on the dashboard/);
    // The order's history has the one refund the owner started, none for the clicks refused.
    const history = await t.app.inject({
      url: `/api/activity?subject=order:${order._id}&action=refund.record`,
      headers: bearer(admin),
    });
    expect(history.json().entries).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ role: 'owner' }),
        after: { refund: order.totalPrice, how: 'gateway', state: 'processing' },
      }),
    ]);
  });

  it('is refunded only when Paystack, asked by its id, says processed; a webhook alone moves nothing', async () => {
    const { refundId, reference } = await owedRefund();
    expect((await record(refundId, 'gateway')).statusCode).toBe(200);
    const { id } = gateway.refundsOf(reference)[0]!;

    // The webhook says processed; Paystack, asked, still says pending.
    await refundWebhook(reference, 'processed');
    expect(await refundRow(refundId)).toMatchObject({
      state: 'processing',
      gatewayRefundId: String(id),
      gatewayStatus: 'pending',
    });
    expect(gateway.requests.some((r) => r.method === 'GET' && r.path === `/refund/${id}`)).toBe(
      true,
    );

    gateway.settleRefund(reference, 'processed');
    await refundWebhook(reference, 'processed');
    const [shown] = (await adminPayment((await refundRow(refundId)).orderId)).refunds;
    expect(shown).toMatchObject({
      state: 'refunded',
      refundedHow: 'gateway',
      gatewayStatus: 'processed',
    });
    expect(shown.refundedAt).toEqual(expect.any(String));
  });

  it('a webhook saying failed is not believed while Paystack says processed', async () => {
    const { refundId, reference } = await owedRefund();
    await record(refundId, 'gateway');
    gateway.settleRefund(reference, 'processed');
    await refundWebhook(reference, 'failed');
    expect((await refundRow(refundId)).state).toBe('refunded');
  });

  it('failed at Paystack: the owner sees it and may start it again, a new refund made once', async () => {
    const { refundId, reference, order } = await owedRefund();
    await record(refundId, 'gateway');
    gateway.settleRefund(reference, 'failed');
    await refundWebhook(reference, 'failed');
    expect((await adminPayment(order._id)).refunds[0]).toMatchObject({
      state: 'failed',
      gatewayStatus: 'failed',
    });

    const again = await record(refundId, 'gateway');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().refund.state).toBe('processing');
    expect(gateway.refundsOf(reference).map((r) => r.status)).toEqual(['failed', 'pending']);
    // The same failed event from the first try, sent again, asks Paystack about the new one.
    gateway.settleRefund(reference, 'processed');
    await refundWebhook(reference, 'failed');
    expect((await refundRow(refundId)).state).toBe('refunded');
  });

  it('needing attention: shown, not to be marked by hand, and followed by the sweeper until processed', async () => {
    const { refundId, reference, order } = await owedRefund();
    await record(refundId, 'gateway');
    gateway.settleRefund(reference, 'needs-attention');
    await refundWebhook(reference, 'needs-attention');
    expect((await adminPayment(order._id)).refunds[0].state).toBe('needs_attention');
    const byHand = await record(refundId, 'dashboard');
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().error).toMatch(/needs your attention/);

    // No webhook comes: the sweeper asks after a refund not asked about for a while.
    gateway.settleRefund(reference, 'processed');
    await work().sweep();
    expect((await refundRow(refundId)).state).toBe('needs_attention'); // asked just now
    await t.db
      .update(paymentRefunds)
      .set({ checkedAt: sql`now() - interval '5 minutes'` })
      .where(eq(paymentRefunds.id, refundId));
    await work().sweep();
    expect((await refundRow(refundId)).state).toBe('refunded');
  });
});

describe('a claim whose request died before the gateway answered', () => {
  it('is left alone during its lease, then made once by the sweeper; never twice', async () => {
    const { refundId, reference } = await owedRefund();
    // Claimed, and the api died before calling Paystack.
    await t.db
      .update(paymentRefunds)
      .set({ state: 'processing', leaseUntil: sql`now() + interval '2 minutes'` })
      .where(eq(paymentRefunds.id, refundId));
    await work().sweep();
    expect(refundCalls(reference)).toHaveLength(0);
    expect((await record(refundId, 'gateway')).statusCode).toBe(409);

    await t.db
      .update(paymentRefunds)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(paymentRefunds.id, refundId));
    await Promise.all([work().sweep(), work().sweep()]);
    expect(refundCalls(reference)).toHaveLength(1);
    expect(await refundRow(refundId)).toMatchObject({
      state: 'processing',
      gatewayStatus: 'pending',
    });
    await work().sweep();
    expect(refundCalls(reference)).toHaveLength(1);
  });

  it('adopts the refund Paystack made when its answer was lost, and makes none', async () => {
    const { refundId, reference } = await owedRefund();
    gateway.loseRefundAnswers = true;
    const lost = await record(refundId, 'gateway');
    expect(lost.statusCode).toBe(502);
    expect(lost.json().error).toMatch(/will ask Paystack whether it made the refund/);
    gateway.loseRefundAnswers = false;
    expect(await refundRow(refundId)).toMatchObject({ state: 'processing', gatewayRefundId: null });

    await work().sweep();
    const [made] = gateway.refundsOf(reference);
    expect(refundCalls(reference)).toHaveLength(1);
    expect(await refundRow(refundId)).toMatchObject({
      state: 'processing',
      gatewayRefundId: String(made!.id),
    });
  });
});

describe('a paid order the shop owes money for', () => {
  it('cannot be reopened once cancelled: 409 with a sentence, nothing changes', async () => {
    const { order, productId } = await owedRefund();
    const stock = await stockOf(productId);
    for (const status of ['pending', 'processing', 'delivered']) {
      const reply = await setStatus(t.app, admin, order._id, status);
      expect(reply.statusCode).toBe(409);
      expect(reply.json().error).toMatch(/cannot be reopened\. Place a new order/);
    }
    expect(await stockOf(productId)).toBe(stock);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.deliveryStatus).toBe('cancelled');
  });

  it('a cancelled order paid on delivery, with no refund, may still be reopened', async () => {
    const productId = await newProduct();
    const placed = (await placeOrder(t.app, [{ _id: productId, qty: 1 }])).json();
    await setStatus(t.app, admin, placed.order._id, 'cancelled');
    expect((await setStatus(t.app, admin, placed.order._id, 'pending')).statusCode).toBe(200);
  });
});

describe("a shopper's deletion", () => {
  const remove = (orderId: string, who: Account = buyer) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/orders/delete-order/${orderId}`,
      headers: bearer(who),
    });

  it('is refused for a paid order, one awaiting payment, and one being prepared; nothing is hidden', async () => {
    const paid = await paidOrder(buyer);
    const awaiting = await placeMobileMoney(await newProduct(), buyer);
    const packing = (await placeOrder(t.app, [{ _id: await newProduct(), qty: 1 }], buyer)).json();
    await setStatus(t.app, admin, packing.order._id, 'processing');
    const stock = await stockOf(paid.productId);

    const cases = [
      [paid.order._id, /is paid, so it cannot be deleted/],
      [awaiting.order._id, /waiting for your Mobile Money payment/],
      [packing.order._id, /already being prepared or delivered/],
    ] as const;
    for (const [orderId, sentence] of cases) {
      const reply = await remove(orderId);
      expect(reply.statusCode, reply.body).toBe(409);
      expect(reply.json().error).toMatch(sentence);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row!.deletedAt).toBeNull();
    }
    expect(await stockOf(paid.productId)).toBe(stock);
  });

  it('is allowed for an unpaid pending order, with its documented reply', async () => {
    const productId = await newProduct(3);
    const placed = (await placeOrder(t.app, [{ _id: productId, qty: 1 }], buyer)).json();
    const reply = await remove(placed.order._id);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({
      isSuccess: true,
      message: 'You have deleted the order successfully',
    });
    expect(await stockOf(productId)).toBe(3);
  });
});

describe('a waiting charge of an order that stopped wanting it', () => {
  it('is never sent for a deleted or a cancelled order', async () => {
    const deleted = await placeMobileMoney(await newProduct());
    const cancelled = await placeMobileMoney(await newProduct());
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/delete-order/${deleted.order._id}`,
      headers: bearer(admin),
    });
    expect(gone.statusCode).toBe(200);
    expect((await setStatus(t.app, admin, cancelled.order._id, 'cancelled')).statusCode).toBe(200);

    await work().charges.runOnce();
    for (const placed of [deleted, cancelled]) {
      const reference = await referenceOf(placed.order._id);
      expect(gateway.requests.filter((r) => r.body?.reference === reference)).toEqual([]);
    }
  });
});

describe('refunds not yet made', () => {
  const list = async () => {
    const reply = await t.app.inject({ url: '/api/orders/open-refunds', headers: bearer(admin) });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().refunds as { _id: string; state: string; order: Record<string, unknown> }[];
  };
  const dashboardCount = async () =>
    (
      await t.app.inject({ url: '/api/orders/admin-dashboard?page=1', headers: bearer(admin) })
    ).json().openRefunds as number;

  it("are listed with their order's number and counted on the dashboard, a deleted order's included", async () => {
    const deleted = await paidOrder();
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/delete-order/${deleted.order._id}`,
      headers: bearer(admin),
    });
    expect(gone.statusCode).toBe(200);
    const cancelled = await owedRefund();

    const open = await list();
    const ofDeleted = open.find((r) => r.order._id === deleted.order._id);
    expect(ofDeleted).toMatchObject({
      state: 'owed',
      reason: 'order cancelled',
      order: { orderId: deleted.order.orderId, deleted: true },
      wallet: '+233244550123',
    });
    expect(open.find((r) => r.order._id === cancelled.order._id)).toMatchObject({
      order: { orderId: cancelled.order.orderId, deleted: false },
    });
    expect(await dashboardCount()).toBe(open.length);
    expect(open.every((r) => r.state !== 'refunded')).toBe(true);

    // Refunded by hand: it leaves the list and the count.
    expect((await record(ofDeleted!._id, 'dashboard')).statusCode).toBe(200);
    expect((await list()).some((r) => r._id === ofDeleted!._id)).toBe(false);
    expect(await dashboardCount()).toBe(open.length - 1);
  });
});
