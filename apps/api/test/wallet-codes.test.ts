import {
  WALLET_CODE_EXPIRED,
  WALLET_CODE_LOCKED,
  WALLET_CODE_NEEDED,
  WALLET_CODE_NONE,
  WALLET_CODE_USED,
  WALLET_CODE_WRONG,
} from '@adepa/contract/wallet-codes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCharges, products, smsOutbox, walletCodes } from '../src/db/schema.ts';
import { type Account, bearer, signUp, signUpAdmin } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import type { FakePaystack } from './helpers/fake-paystack.ts';
import { address } from './helpers/orders.ts';
import { chargeReferencesOf, startPaymentShop } from './helpers/payments.ts';
import type { TestApp } from './helpers/test-app.ts';

// A guest paying by Mobile Money from a number other than the order's phone types back a code the
// shop texted to that number first: a stranger cannot send PIN prompts with the shop's name to
// someone else's phone. The code is read here from the SMS outbox, as the phone would read it.

let gateway: FakePaystack;
let t: TestApp;
let customer: Account;
let categoryId: string;

beforeAll(async () => {
  ({ gateway, t } = await startPaymentShop({
    ANONYMOUS_WRITES_PER_MINUTE: '1000',
    WALLET_CODES_PER_HOUR: '3',
    SMS_PER_NUMBER_PER_DAY: '5',
  }));
  customer = await signUp(t.app, 'Kwame Asante');
  categoryId = (await insertCategory(t.db)).id;
});
afterAll(async () => {
  await t?.close();
  await gateway?.close();
});

let wallets = 0;
/** A wallet no other test has used, as a shopper types it: 020 7xx xxxx. */
const freshWallet = () => `0207${String(100_000 + ++wallets).slice(1)}0`;
const e164 = (local: string) => `+233${local.replace(/\s/g, '').slice(1)}`;

async function newProduct(stock = 10) {
  return (await insertProduct(t.db, { categoryId, stock })).id;
}

function askCode(wallet: string, who?: Account) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/wallet-codes',
    headers: who ? bearer(who) : {},
    payload: { wallet },
  });
}

/** The code in the latest SMS the outbox holds for `wallet`. */
async function codeTextedTo(wallet: string) {
  const rows = await t.db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.to, e164(wallet)), eq(smsOutbox.reason, 'wallet-code')));
  const latest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  return /(\d{6}) is your code/.exec(latest?.text ?? '')?.[1];
}

async function sendCode(wallet: string) {
  const reply = await askCode(wallet);
  expect(reply.statusCode, reply.body).toBe(200);
  return (await codeTextedTo(wallet))!;
}

type Payment = { wallet: string; walletCode?: string; network?: string };

function placeMobileMoney(
  productId: string,
  payment: Payment,
  options: { who?: Account; phone?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/customer-order',
    headers: options.who ? bearer(options.who) : {},
    payload: {
      ...address,
      phoneNumber: options.phone ?? address.phoneNumber,
      products: [{ _id: productId, qty: 1 }],
      payment: { method: 'mobile_money', network: 'mtn', ...payment },
    },
  });
}

const chargesTo = (wallet: string) =>
  t.db
    .select()
    .from(paymentCharges)
    .where(eq(paymentCharges.wallet, e164(wallet)));

const stockOf = async (productId: string) =>
  (await t.db.select().from(products).where(eq(products.id, productId)))[0]!.stock;

describe("a guest paying from another number than the order's phone", () => {
  it('is refused without a code, on the code field, and nothing is charged or held', async () => {
    const productId = await newProduct();
    const wallet = freshWallet();
    const reply = await placeMobileMoney(productId, { wallet });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      error: WALLET_CODE_NEEDED,
      fields: { 'payment.walletCode': WALLET_CODE_NEEDED },
    });
    expect(await chargesTo(wallet)).toEqual([]);
    expect(await stockOf(productId)).toBe(10);
  });

  it('places the order with the code texted to the wallet, which then works no more', async () => {
    const productId = await newProduct();
    const wallet = freshWallet();
    const walletCode = await sendCode(wallet);
    const placed = await placeMobileMoney(productId, { wallet, walletCode });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await chargesTo(wallet)).toHaveLength(1);
    expect(await stockOf(productId)).toBe(9);

    const again = await placeMobileMoney(productId, { wallet, walletCode });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(WALLET_CODE_USED);
    expect(await chargesTo(wallet)).toHaveLength(1);
  });

  it('texts one GSM-7 part naming the shop, and keeps only a hash of the code', async () => {
    const wallet = freshWallet();
    const reply = await askCode(wallet);
    // Only what was sent, to the number asked: nothing about the number itself.
    expect(reply.json()).toEqual({ sent: true, wallet: e164(wallet), minutes: 10 });
    const [sms] = await t.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.to, e164(wallet)));
    expect(sms!.text).toMatch(
      /^Adepa: \d{6} is your code to pay from this number by Mobile Money at Adepa\. If you did not ask for it, ignore this SMS\.$/,
    );
    expect(sms!.text.length).toBeLessThanOrEqual(160);
    const code = (await codeTextedTo(wallet))!;
    const [row] = await t.db
      .select()
      .from(walletCodes)
      .where(eq(walletCodes.wallet, e164(wallet)));
    expect(row!.codeHash).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('stops taking a code after 5 wrong tries, right or wrong; a new code works', async () => {
    const productId = await newProduct();
    const wallet = freshWallet();
    const code = await sendCode(wallet);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      const reply = await placeMobileMoney(productId, { wallet, walletCode: wrong });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error).toBe(i < 5 ? WALLET_CODE_WRONG : WALLET_CODE_LOCKED);
      expect(reply.json().fields['payment.walletCode']).toBe(reply.json().error);
    }
    const right = await placeMobileMoney(productId, { wallet, walletCode: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().error).toBe(WALLET_CODE_LOCKED);
    expect(await chargesTo(wallet)).toEqual([]);

    const fresh = await sendCode(wallet);
    const placed = await placeMobileMoney(productId, { wallet, walletCode: fresh });
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it('refuses a code past its 10 minutes', async () => {
    const productId = await newProduct();
    const wallet = freshWallet();
    const walletCode = await sendCode(wallet);
    await t.db
      .update(walletCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(walletCodes.wallet, e164(wallet)));
    const reply = await placeMobileMoney(productId, { wallet, walletCode });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe(WALLET_CODE_EXPIRED);
    expect(await chargesTo(wallet)).toEqual([]);
  });

  it("does not take one wallet's code for another wallet", async () => {
    const productId = await newProduct();
    const mine = freshWallet();
    const theirs = freshWallet();
    const walletCode = await sendCode(mine);
    const never = await placeMobileMoney(productId, { wallet: theirs, walletCode });
    expect(never.statusCode).toBe(400);
    expect(never.json().error).toBe(WALLET_CODE_NONE);

    // Nor when the other wallet was sent a code of its own.
    await sendCode(theirs);
    const other = await placeMobileMoney(productId, { wallet: theirs, walletCode });
    expect(other.statusCode).toBe(400);
    expect(await chargesTo(theirs)).toEqual([]);
  });

  it('places an order whose wallet is its phone, however written, with no code', async () => {
    const productId = await newProduct();
    const wallet = freshWallet();
    const phone = `+233 ${wallet.slice(1, 3)} ${wallet.slice(3, 6)} ${wallet.slice(6)}`;
    const reply = await placeMobileMoney(productId, { wallet }, { phone });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(await codeTextedTo(wallet)).toBeUndefined();
  });

  it('lets one code place one order when two are sent with it at once', async () => {
    const productId = await newProduct();
    const wallet = freshWallet();
    const walletCode = await sendCode(wallet);
    const replies = await Promise.all([
      placeMobileMoney(productId, { wallet, walletCode }),
      placeMobileMoney(productId, { wallet, walletCode }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await chargesTo(wallet)).toHaveLength(1);
  });
});

describe('signed-in customers', () => {
  it('pay from any wallet without a code: their prompts are counted per customer', async () => {
    const productId = await newProduct();
    const wallet = freshWallet();
    const reply = await placeMobileMoney(productId, { wallet }, { who: customer });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().payment.walletsWithoutCode).toBeNull();
  });
});

describe('a guest trying again after a failed payment', () => {
  async function failedOrder() {
    const productId = await newProduct();
    const first = freshWallet();
    const placed = await placeMobileMoney(productId, { wallet: first }, { phone: first });
    expect(placed.statusCode, placed.body).toBe(201);
    const body = placed.json();
    await t.app.payments!.charges.runOnce();
    const reference = (await chargeReferencesOf(t.db, body.order._id)).at(-1)!;
    gateway.decline(reference);
    await t.app.payments!.check(reference);
    return { ...body, first };
  }

  const retry = (placed: { order: { orderId: string }; paymentKey: string }, body: Payment) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.order.orderId}/payment/retry`,
      headers: { 'x-payment-key': placed.paymentKey },
      payload: { network: 'mtn', ...body },
    });

  /** The latest charge is declined, so the order may be tried again. */
  async function declineLatest(orderId: string) {
    await t.app.payments!.charges.runOnce();
    const reference = (await chargeReferencesOf(t.db, orderId)).at(-1)!;
    gateway.decline(reference);
    await t.app.payments!.check(reference);
  }

  it('needs the code for a new wallet, not for the phone or a wallet charged before', async () => {
    const placed = await failedOrder();
    expect(placed.payment.walletsWithoutCode).toEqual([e164(placed.first)]);
    const other = freshWallet();

    const without = await retry(placed, { wallet: other });
    expect(without.statusCode).toBe(400);
    expect(without.json().fields).toEqual({ walletCode: WALLET_CODE_NEEDED });
    expect(await chargesTo(other)).toEqual([]);

    const walletCode = await sendCode(other);
    const withCode = await retry(placed, { wallet: other, walletCode });
    expect(withCode.statusCode, withCode.body).toBe(200);
    expect(await chargesTo(other)).toHaveLength(1);
    expect(withCode.json().payment.walletsWithoutCode.sort()).toEqual(
      [e164(placed.first), e164(other)].sort(),
    );

    // Charged before: no code again, and the order's phone needs none either.
    await declineLatest(placed.order._id);
    const sameAgain = await retry(placed, { wallet: other });
    expect(sameAgain.statusCode, sameAgain.body).toBe(200);
    await declineLatest(placed.order._id);
    const phone = await retry(placed, { wallet: placed.first });
    expect(phone.statusCode, phone.body).toBe(200);
  });
});

describe('codes to one number', () => {
  it('are sent 3 an hour at most, whoever asks', async () => {
    const wallet = freshWallet();
    const admin = await signUpAdmin(t.app, t.db);
    for (const who of [undefined, customer, admin])
      expect((await askCode(wallet, who)).statusCode).toBe(200);
    const fourth = await askCode(wallet);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toContain('We have texted 3 codes to this number in the last hour');
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    const texts = await t.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.to, e164(wallet)));
    expect(texts).toHaveLength(3);
  });

  it("are not claimed sent when the number's daily SMS cap holds the SMS back", async () => {
    const wallet = freshWallet();
    // Five SMS to the number today already: as many as SMS_PER_NUMBER_PER_DAY lets it have.
    for (let i = 0; i < 5; i++)
      await t.app.sms.enqueue(t.db, {
        orderId: null,
        reason: 'placed',
        to: e164(wallet),
        text: `An order SMS ${i}`,
      });
    const reply = await askCode(wallet);
    expect(reply.statusCode).toBe(429);
    expect(reply.json().error).toContain('We cannot text a code to this number now');
    expect(reply.json().error).not.toContain('sent');
    const [held] = await t.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.to, e164(wallet)), eq(smsOutbox.reason, 'wallet-code')));
    expect(held).toMatchObject({ status: 'skipped', skippedBy: 'SMS_PER_NUMBER_PER_DAY' });
    expect(
      await t.db
        .select()
        .from(walletCodes)
        .where(eq(walletCodes.wallet, e164(wallet))),
    ).toEqual([]);
  });

  it('are refused for a number that cannot receive SMS, and for one that is not a number', async () => {
    const landline = await askCode('0302 123 456');
    expect(landline.statusCode).toBe(400);
    expect(landline.json().error).toContain('cannot receive SMS');
    const nonsense = await askCode('not a phone');
    expect(nonsense.statusCode).toBe(400);
    expect(nonsense.json().fields).toHaveProperty('wallet');
  });
});
