import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, paymentCharges, products } from '../src/db/schema.ts';
import { type Account, bearer, signUp } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import type { FakePaystack } from './helpers/fake-paystack.ts';
import { address } from './helpers/orders.ts';
import { startPaymentShop } from './helpers/payments.ts';
import type { TestApp } from './helpers/test-app.ts';

// A second tap, or a reply lost on a bad connection and the request sent again: with the same
// Idempotency-Key the shop answers the order it placed, takes the stock once and sends one prompt.

let gateway: FakePaystack;
let t: TestApp;
let categoryId: string;
let buyer: Account;
let other: Account;

beforeAll(async () => {
  ({ gateway, t } = await startPaymentShop());
  categoryId = (await insertCategory(t.db)).id;
  buyer = await signUp(t.app, 'Abena Asante');
  other = await signUp(t.app, 'Kwame Mensah');
});
afterAll(async () => {
  await t?.close();
  await gateway?.close();
});

let keys = 0;
const newKey = () => `attempt-${Date.now()}-${++keys}-abcdefgh`;

async function newProduct(stock = 10) {
  return (await insertProduct(t.db, { categoryId, stock })).id;
}

function place(
  productId: string,
  key: string | undefined,
  options: { qty?: number; who?: Account; mobileMoney?: boolean } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/customer-order',
    headers: {
      ...(key ? { 'idempotency-key': key } : {}),
      ...(options.who ? bearer(options.who) : {}),
    },
    payload: {
      ...address,
      products: [{ _id: productId, qty: options.qty ?? 1 }],
      ...(options.mobileMoney
        ? { payment: { method: 'mobile_money', network: 'mtn', wallet: '0244550123' } }
        : {}),
    },
  });
}

const stockOf = async (productId: string) =>
  (await t.db.select().from(products).where(eq(products.id, productId)))[0]!.stock;
const ordersOf = (productId: string) =>
  t.db.select().from(orderLines).where(eq(orderLines.productId, productId));

describe('an order sent again with its Idempotency-Key', () => {
  it('answers the order it placed: one order, the stock taken once, one prompt', async () => {
    const productId = await newProduct();
    const key = newKey();
    const first = await place(productId, key, { qty: 2, mobileMoney: true });
    expect(first.statusCode, first.body).toBe(201);
    const again = await place(productId, key, { qty: 2, mobileMoney: true });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().order._id).toBe(first.json().order._id);
    expect(again.json().paymentKey).toBe(first.json().paymentKey);
    expect(again.json().payment).toMatchObject({ status: 'awaiting_payment' });
    expect(await stockOf(productId)).toBe(8);

    await t.app.payments!.charges.runOnce();
    const charges = await t.db
      .select()
      .from(paymentCharges)
      .where(eq(paymentCharges.orderId, first.json().order._id));
    expect(charges).toHaveLength(1);
    expect(gateway.requests.filter((r) => r.path === '/charge')).toHaveLength(1);
  });

  it('places one order when both taps arrive at once', async () => {
    const productId = await newProduct();
    const key = newKey();
    const replies = await Promise.all([1, 2, 3].map(() => place(productId, key, { who: buyer })));
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(replies.map((r) => r.json().order._id)).size).toBe(1);
    expect(await stockOf(productId)).toBe(9);
  });

  it('refuses the key with a different order, or from another customer, and places nothing', async () => {
    const productId = await newProduct();
    const key = newKey();
    expect((await place(productId, key, { who: buyer })).statusCode).toBe(201);

    const changed = await place(productId, key, { who: buyer, qty: 3 });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error).toContain('send a new key for a new order');
    const stranger = await place(productId, key, { who: other });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.body).not.toContain(productId);
    expect(await stockOf(productId)).toBe(9);
  });

  it('places a new order for each new key, and without a key as before', async () => {
    const productId = await newProduct();
    expect((await place(productId, newKey())).statusCode).toBe(201);
    expect((await place(productId, newKey())).statusCode).toBe(201);
    expect((await place(productId, undefined)).statusCode).toBe(201);
    expect((await place(productId, undefined)).statusCode).toBe(201);
    expect(await stockOf(productId)).toBe(6);
    expect(await ordersOf(productId)).toHaveLength(4);
  });

  it('refuses a key that cannot be one, naming the header', async () => {
    const productId = await newProduct();
    const reply = await place(productId, 'short');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toContain('Idempotency-Key must be 16 to 100 letters');
    expect(await stockOf(productId)).toBe(10);
  });

  it('retries a refused order under the same key once it can be placed', async () => {
    const productId = await newProduct(1);
    const key = newKey();
    const short = await place(productId, key, { qty: 2 });
    expect(short.statusCode).toBe(409);
    await t.db.update(products).set({ stock: 5 }).where(eq(products.id, productId));
    expect((await place(productId, key, { qty: 2 })).statusCode).toBe(201);
  });
});
