import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { paymentCharges, smsOutbox } from '../../src/db/schema.ts';
import { paystackSignature } from '../../src/payments/index.ts';
import { startFakePaystack } from './fake-paystack.ts';
import { createTestApp } from './test-app.ts';

/** Mobile Money's payer limits turned off, for tests that place many orders from one wallet. */
export const NO_PAYER_LIMITS = {
  PROMPTS_PER_WALLET_PER_HOUR: '0',
  PROMPTS_PER_WALLET_PER_DAY: '0',
  PROMPTS_PER_ADDRESS_PER_HOUR: '0',
  PROMPTS_PER_CUSTOMER_PER_HOUR: '0',
  UNPAID_ORDERS_PER_PAYER: '0',
};

/**
 * Asks the shop to text a code to `wallet` (as a guest would, at checkout) and reads it from the
 * SMS the outbox holds for the number.
 */
export async function textedCode(app: FastifyInstance, db: Db, wallet: string): Promise<string> {
  const reply = await app.inject({
    method: 'POST',
    url: '/api/payments/wallet-codes',
    payload: { wallet },
  });
  if (reply.statusCode !== 200) throw new Error(`no code sent: ${reply.body}`);
  const to = reply.json().wallet as string;
  const [latest] = await db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.to, to), eq(smsOutbox.reason, 'wallet-code')))
    .orderBy(desc(smsOutbox.createdAt))
    .limit(1);
  const code = latest && /(\d{6}) is your code/.exec(latest.text)?.[1];
  if (!code) throw new Error(`no code SMS to ${to}`);
  return code;
}

/** The references of an order's charges, the first first. */
export async function chargeReferencesOf(db: Db, orderId: string): Promise<string[]> {
  const rows = await db
    .select({ reference: paymentCharges.reference })
    .from(paymentCharges)
    .where(eq(paymentCharges.orderId, orderId))
    .orderBy(asc(paymentCharges.attempt));
  return rows.map((row) => row.reference);
}

/**
 * A shop that takes Mobile Money through a stand-in for Paystack of its own. By default it lets
 * many orders through from one phone and one wallet (GUEST_ORDERS_PER_PHONE and the payer limits
 * off: they have their own tests); `env` adds settings or overrides these.
 */
export async function startPaymentShop(env: Record<string, string> = {}) {
  const gateway = await startFakePaystack();
  const t = await createTestApp({
    env: {
      PAYSTACK_SECRET_KEY: gateway.secretKey,
      PAYSTACK_URL: gateway.url,
      GUEST_ORDERS_PER_PHONE: '0',
      ...NO_PAYER_LIMITS,
      ...env,
    },
  });
  return { gateway, t };
}

/** Paystack's webhook as Paystack sends it: the event's body signed with the shop's secret key. */
export function signedWebhook(
  app: FastifyInstance,
  secretKey: string,
  event: { event: string; data: Record<string, unknown> },
) {
  const body = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': paystackSignature(secretKey, body),
    },
    payload: body,
  });
}

/** An order's payment as the guest holding its payment key follows it. */
export async function paymentByKey(
  app: FastifyInstance,
  placed: { order: { orderId: string }; paymentKey: string },
) {
  const reply = await app.inject({
    url: `/api/orders/${placed.order.orderId}/payment`,
    headers: { 'x-payment-key': placed.paymentKey },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().payment;
}
