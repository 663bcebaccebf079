import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  isSignedByPaystack,
  type PaymentGateway,
  PaymentGatewayError,
  paystackGateway,
  paystackSignature,
} from '../src/payments/index.ts';
import { type FakePaystack, startFakePaystack } from './helpers/fake-paystack.ts';

// The Paystack client against a loopback stand-in that answers as Paystack's documentation shows.
// No database: what is checked is what each call sends and how each answer is read.

let fake: FakePaystack;
let gateway: PaymentGateway;
let next = 0;

const TIMEOUT_MS = 500;
const reference = () => `ADP-test-${++next}`;
const charge = (network: 'mtn' | 'telecel' | 'airteltigo', amountPesewas = 15_000) => ({
  reference: reference(),
  amountPesewas,
  email: 'ama@example.com',
  phone: '0241234567',
  network,
});

beforeAll(async () => {
  fake = await startFakePaystack();
  gateway = paystackGateway({ url: fake.url, secretKey: fake.secretKey }, TIMEOUT_MS);
});

afterEach(() => {
  Object.assign(fake, { declineCharges: false, failWith: undefined, hang: false });
});

afterAll(() => fake.close());

async function refusal(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentGatewayError);
  return error as PaymentGatewayError;
}

describe('a Mobile Money charge', () => {
  it('asks MTN to prompt the phone, for the amount in pesewas and in cedi, with the secret key', async () => {
    const asked = charge('mtn');
    const outcome = await gateway.chargeMobileMoney(asked);
    expect(outcome).toEqual({
      state: 'approve-on-phone',
      reference: asked.reference,
      displayText: 'Please complete authorization process on your mobile phone',
    });
    const sent = fake.requests.at(-1);
    expect(sent?.headers.authorization).toBe(`Bearer ${fake.secretKey}`);
    expect(sent?.body).toEqual({
      reference: asked.reference,
      amount: 15_000,
      email: 'ama@example.com',
      currency: 'GHS',
      mobile_money: { phone: '0241234567', provider: 'mtn' },
    });
  });

  it('asks a Telecel Cash wallet for its voucher first, then prompts the phone', async () => {
    const asked = charge('telecel');
    const first = await gateway.chargeMobileMoney(asked);
    expect(first.state).toBe('voucher-needed');
    expect(first.state === 'voucher-needed' && first.displayText).toMatch(/dial \*110#/);
    expect(fake.requests.at(-1)?.body).toMatchObject({ mobile_money: { provider: 'vod' } });

    const second = await gateway.submitVoucher(asked.reference, '123456');
    expect(second.state).toBe('approve-on-phone');
    expect(fake.requests.at(-1)?.body).toEqual({ reference: asked.reference, otp: '123456' });
  });

  it("names AirtelTigo Money by Paystack's code", async () => {
    await gateway.chargeMobileMoney(charge('airteltigo'));
    expect(fake.requests.at(-1)?.body).toMatchObject({ mobile_money: { provider: 'atl' } });
  });

  it('reads a charge the network declined at once', async () => {
    fake.declineCharges = true;
    const asked = charge('mtn');
    expect(await gateway.chargeMobileMoney(asked)).toEqual({
      state: 'declined',
      reference: asked.reference,
      reason: 'Declined',
    });
  });

  it('is refused, for good, when its reference was used before', async () => {
    const asked = charge('mtn');
    await gateway.chargeMobileMoney(asked);
    const error = await refusal(gateway.chargeMobileMoney(asked));
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/Duplicate Transaction Reference/);
  });
});

describe('the verdict on a transaction', () => {
  it('is open while the prompt waits, then paid for the amount the wallet paid', async () => {
    const asked = charge('mtn');
    await gateway.chargeMobileMoney(asked);
    expect(await gateway.verify(asked.reference)).toMatchObject({
      settled: 'open',
      status: 'ongoing',
    });
    fake.approve(asked.reference);
    expect(await gateway.verify(asked.reference)).toEqual({
      reference: asked.reference,
      settled: 'paid',
      status: 'success',
      amountPesewas: 15_000,
      currency: 'GHS',
      gatewayResponse: 'Approved',
      domain: 'test',
      domainMatches: true,
    });
  });

  it('tells the amount actually paid, so a payment for another amount can be refused', async () => {
    const asked = charge('mtn');
    await gateway.chargeMobileMoney(asked);
    fake.approve(asked.reference, 100);
    expect(await gateway.verify(asked.reference)).toMatchObject({
      settled: 'paid',
      amountPesewas: 100,
    });
  });

  it('is failed when the shopper declined or the prompt timed out', async () => {
    const declined = charge('mtn');
    const lapsed = charge('airteltigo');
    await gateway.chargeMobileMoney(declined);
    await gateway.chargeMobileMoney(lapsed);
    fake.decline(declined.reference);
    fake.timeOut(lapsed.reference);
    expect(await gateway.verify(declined.reference)).toMatchObject({
      settled: 'failed',
      status: 'failed',
    });
    expect(await gateway.verify(lapsed.reference)).toMatchObject({
      settled: 'failed',
      status: 'abandoned',
    });
  });

  it('is refused for a reference the gateway does not know', async () => {
    const error = await refusal(gateway.verify('ADP-never-charged'));
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/not found/);
  });
});

describe('a refund', () => {
  async function paid() {
    const asked = charge('mtn');
    await gateway.chargeMobileMoney(asked);
    fake.approve(asked.reference);
    return asked.reference;
  }

  it('is queued for a paid transaction, once, and named by its id', async () => {
    const ref = await paid();
    const made = await gateway.refund(ref);
    expect(made).toEqual({
      id: expect.stringMatching(/^\d+$/),
      status: 'pending',
      amountPesewas: 15_000,
    });
    expect(fake.requests.at(-1)?.body).toEqual({ transaction: ref });
    expect((await refusal(gateway.refund(ref))).retryable).toBe(false);
  });

  it('is fetched by its id and listed by its transaction, as the gateway has it now', async () => {
    const ref = await paid();
    const made = await gateway.refund(ref);
    fake.settleRefund(ref, 'processed');
    expect(await gateway.fetchRefund(made.id)).toEqual({ ...made, status: 'processed' });
    expect(await gateway.listRefunds(ref)).toEqual([{ ...made, status: 'processed' }]);
    expect(fake.requests.at(-1)?.path).toBe('/refund');
    expect(await gateway.listRefunds('ADP-never-refunded')).toEqual([]);
  });

  it('an answer not in the documented form is an error, never a guess', async () => {
    const ref = await paid();
    const made = await gateway.refund(ref);
    fake.settleRefund(ref, 'reversed-maybe');
    const unknownWord = await refusal(gateway.fetchRefund(made.id));
    expect(unknownWord.message).toMatch(/not in the form expected/);
    expect(unknownWord.retryable).toBe(false);
    fake.failWith = {
      status: 200,
      body: JSON.stringify({ status: true, data: { status: 'pending', amount: 100 } }),
    };
    expect((await refusal(gateway.refund(ref))).message).toMatch(/not in the form expected/);
  });
});

describe('when the gateway does not do what was asked', () => {
  it('a wrong secret key is refused for good', async () => {
    const wrong = paystackGateway({ url: fake.url, secretKey: 'sk_test_wrong' }, TIMEOUT_MS);
    const error = await refusal(wrong.chargeMobileMoney(charge('mtn')));
    expect(error).toMatchObject({ retryable: false, statusCode: 401 });
    expect(error.message).toMatch(/Invalid key/);
  });

  it('an outage or a throttle may be tried again', async () => {
    for (const status of [500, 502, 429]) {
      fake.failWith = { status, body: '<html>Bad gateway</html>' };
      const error = await refusal(gateway.verify('ADP-any'));
      expect(error).toMatchObject({ retryable: true, statusCode: status });
    }
  });

  it('a gateway that does not answer is given up after the time-out, to be tried again', async () => {
    fake.hang = true;
    const started = Date.now();
    const error = await refusal(gateway.chargeMobileMoney(charge('mtn')));
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/did not answer within 0.5 s/);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 4);
  });

  it('a closed port may be tried again', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const gone = paystackGateway({ url: `http://127.0.0.1:${port}`, secretKey: 'x' }, TIMEOUT_MS);
    const error = await refusal(gone.verify('ADP-any'));
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/could not be reached/);
  });

  it('a reply that is not in the documented form is not taken for an answer', async () => {
    fake.failWith = { status: 200, body: '<html>Welcome to the captive portal</html>' };
    const error = await refusal(gateway.verify('ADP-any'));
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/no readable reply/);
  });
});

describe("a webhook's signature", () => {
  const secret = 'sk_test_adepa_fake';
  const body = JSON.stringify({ event: 'charge.success', data: { reference: 'ADP-1' } });

  it('is believed only for the body and key it was made with', () => {
    const signature = paystackSignature(secret, body);
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
    expect(isSignedByPaystack(secret, body, signature)).toBe(true);
    expect(isSignedByPaystack(secret, Buffer.from(body), signature)).toBe(true);
    expect(isSignedByPaystack(secret, body.replace('ADP-1', 'ADP-2'), signature)).toBe(false);
    expect(isSignedByPaystack('sk_test_other', body, signature)).toBe(false);
  });

  it('is refused when missing, not hex, or of another length', () => {
    const signature = paystackSignature(secret, body);
    expect(isSignedByPaystack(secret, body, undefined)).toBe(false);
    expect(isSignedByPaystack(secret, body, '')).toBe(false);
    expect(isSignedByPaystack(secret, body, signature.slice(0, 64))).toBe(false);
    expect(isSignedByPaystack(secret, body, `${signature.slice(0, 127)}z`)).toBe(false);
  });
});
