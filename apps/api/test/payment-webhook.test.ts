import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../src/db/schema.ts';
import { paystackSignature } from '../src/payments/index.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Paystack's webhook: only a body signed with the shop's secret key is kept (what the books need of
// it), once per event and transaction, and answered 200 at once; without a key the route is not
// there.

const SECRET = 'sk_test_adepa_webhook';
const URL = '/api/payments/paystack/webhook';

const event = (reference: string, name = 'charge.success') =>
  JSON.stringify({
    event: name,
    data: {
      reference,
      status: 'success',
      amount: 15_000,
      currency: 'GHS',
      channel: 'mobile_money',
    },
  });

function post(t: TestApp, body: string, signature?: string, type = 'application/json') {
  return t.app.inject({
    method: 'POST',
    url: URL,
    headers: {
      'content-type': type,
      ...(signature === undefined ? {} : { 'x-paystack-signature': signature }),
    },
    payload: body,
  });
}

describe('with a Paystack secret key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PAYSTACK_SECRET_KEY: SECRET } });
  });
  afterAll(() => t.close());

  const kept = () => t.db.select().from(paymentEvents);

  it('keeps what the books need of a signed event and answers 200', async () => {
    const body = event('ADP-signed-1');
    const reply = await post(t, body, paystackSignature(SECRET, body));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ received: true });
    const [row] = (await kept()).filter((r) => r.reference === 'ADP-signed-1');
    expect(row).toMatchObject({ gateway: 'paystack', event: 'charge.success', status: 'pending' });
    expect(row?.body).toEqual({
      event: 'charge.success',
      reference: 'ADP-signed-1',
      status: 'success',
      amount: 15_000,
      currency: 'GHS',
    });
  });

  it('keeps an event sent twice once, and answers 200 both times', async () => {
    const body = event('ADP-twice');
    for (let i = 0; i < 2; i++) {
      expect((await post(t, body, paystackSignature(SECRET, body))).statusCode).toBe(200);
    }
    expect((await kept()).filter((r) => r.reference === 'ADP-twice')).toHaveLength(1);
  });

  it("keeps two events of one transaction apart; a refund's names it as transaction_reference", async () => {
    const refundEvent = JSON.stringify({
      event: 'refund.processed',
      data: {
        status: 'processed',
        transaction_reference: 'ADP-two-events',
        refund_reference: 'TRF_1',
        amount: '15000',
      },
    });
    for (const body of [event('ADP-two-events'), refundEvent]) {
      expect((await post(t, body, paystackSignature(SECRET, body))).statusCode).toBe(200);
    }
    expect((await kept()).filter((r) => r.reference === 'ADP-two-events')).toHaveLength(2);
    // A refund's event without its transaction is not a Paystack event.
    const nameless = JSON.stringify({ event: 'refund.failed', data: { status: 'failed' } });
    expect((await post(t, nameless, paystackSignature(SECRET, nameless))).statusCode).toBe(400);
  });

  it('refuses a body without a signature, with a wrong one, or signed with another key', async () => {
    const body = event('ADP-forged');
    const signatures = [
      undefined,
      'abc',
      paystackSignature('sk_test_someone_else', body),
      paystackSignature(SECRET, event('ADP-other-body')),
    ];
    for (const signature of signatures) {
      const reply = await post(t, body, signature);
      expect(reply.statusCode, String(signature)).toBe(401);
      expect(reply.json()).toEqual({ error: 'The signature does not match the body.' });
    }
    expect((await kept()).filter((r) => r.reference === 'ADP-forged')).toHaveLength(0);
  });

  it('refuses a signed body that is not a Paystack event', async () => {
    for (const body of ['{"event":', JSON.stringify({ event: 'charge.success', data: {} })]) {
      const reply = await post(t, body, paystackSignature(SECRET, body));
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ error: 'The body is not a Paystack event.' });
    }
  });

  it('refuses a body over 64 KB and one that is not JSON', async () => {
    const big = JSON.stringify({
      event: 'charge.success',
      data: { reference: 'ADP-big', note: 'x'.repeat(70_000) },
    });
    expect((await post(t, big, paystackSignature(SECRET, big))).statusCode).toBe(413);
    const form = 'event=charge.success';
    expect(
      (await post(t, form, paystackSignature(SECRET, form), 'application/x-www-form-urlencoded'))
        .statusCode,
    ).toBe(415);
  });
});

describe('without a Paystack secret key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers as an unknown address does, even to a body signed as Paystack would', async () => {
    const body = event('ADP-no-key');
    const reply = await post(t, body, paystackSignature(SECRET, body));
    const unknown = await t.app.inject({ method: 'POST', url: '/api/payments/nowhere' });
    expect(reply.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Not found: POST /api/payments/nowhere' });
    expect(reply.json()).toEqual({ error: `Not found: POST ${URL}` });
    expect(await t.db.select().from(paymentEvents)).toHaveLength(0);
  });
});
