import { describe, expect, it } from 'vitest';
import { enqueueSms } from '../src/sms/outbox.ts';
import { createSmsTransport } from '../src/sms/transport.ts';
import { createSmsWorker } from '../src/sms/worker.ts';
import { outbox, quiet, sms, smsShopForFile } from './helpers/sms.ts';
import type { Gateway } from './helpers/sms-gateway.ts';
import type { TestApp } from './helpers/test-app.ts';

// Hubtel's answers as its documentation gives them, and what each means for the SMS: sent with its
// id and price, failed for good (its number or content), or held with the cause and retried.

let gateway: Gateway;
let t: TestApp;

smsShopForFile((shop) => ({ gateway, t } = shop));

const rowsAbout = (text: string) => outbox(t.db).rowsAbout(text);
const makeDue = (ids: string[]) => outbox(t.db).makeDue(ids);

/** Sends one SMS through the app's worker and returns its row. */
async function attempt(text: string, to?: string) {
  await enqueueSms(t.db, sms(text, to));
  await t.app.sms.worker.runOnce();
  return (await rowsAbout(text))[0]!;
}

describe("Hubtel's success answers", () => {
  for (const shape of ['flat', 'data'] as const) {
    for (const pascalCase of [false, true]) {
      it(`reads the id and the price from the ${shape} answer${pascalCase ? ' in PascalCase' : ''}`, async () => {
        Object.assign(gateway, { shape, pascalCase, rate: 0.0465 });
        const row = await attempt(`Answered ${shape} ${pascalCase}`);
        expect(gateway.sent).toHaveLength(1);
        expect(row).toMatchObject({
          status: 'sent',
          gatewayId: gateway.sent[0]!.messageId,
          price: 0.0465,
          lastError: null,
        });
      });
    }
  }
});

describe('SMS that fail for good: their number or content', () => {
  it('fails an SMS to a number Hubtel calls invalid (400, status 1) at once', async () => {
    const row = await attempt('To a number that does not exist', '+23324455');
    expect(row).toMatchObject({ status: 'failed', attempts: 1, sentAt: null, gatewayId: null });
    expect(row.lastError).toBe(
      'Hubtel: the number is not valid (HTTP 400, status 1). Not sent; this SMS is not tried again.',
    );
    await makeDue([row.id]);
    expect(await t.app.sms.worker.runOnce()).toBe(0);
    expect(gateway.requests).toHaveLength(1);
    expect((await rowsAbout('To a number that does not exist'))[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
    });
  });

  for (const [status, cause] of [
    [3, 'the message is too long'],
    [4, "the number cannot be reached through Hubtel's network"],
    [6, 'the message content was rejected'],
  ] as const) {
    it(`fails an SMS refused with status ${status}, in a 400 or in a 2xx`, async () => {
      gateway.refuse = { http: 400, status };
      const refused = await attempt(`Refused with ${status}`);
      expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
      expect(refused.lastError).toBe(
        `Hubtel: ${cause} (HTTP 400, status ${status}). Not sent; this SMS is not tried again.`,
      );

      gateway.refuse = undefined;
      gateway.failWith = {
        status: 200,
        body: JSON.stringify({ Status: status, Message: 'Refused', MessageId: null }),
      };
      const in200 = await attempt(`Refused with ${status} in a 200`);
      expect(in200).toMatchObject({ status: 'failed', attempts: 1 });
      expect(in200.lastError).toContain(`${cause} (HTTP 200, status ${status})`);
    });
  }
});

describe('SMS held while the account, a setting or Hubtel is at fault', () => {
  it('holds SMS while the account is out of credit and sends each once when it has credit', async () => {
    gateway.refuse = { http: 400, status: 12 };
    const texts = ['Held for credit 1', 'Held for credit 2'];
    await enqueueSms(
      t.db,
      texts.map((text) => sms(text)),
    );
    expect(await t.app.sms.worker.runOnce()).toBe(0);
    const held = await Promise.all(texts.map(async (text) => (await rowsAbout(text))[0]!));
    for (const row of held) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
      expect(row.lastError).toBe(
        'Hubtel: the account is out of credit (HTTP 400, status 12). Top up the SMS account; waiting SMS are sent when it has credit.',
      );
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    }

    gateway.refuse = undefined; // the owner topped up
    await makeDue(held.map((row) => row.id));
    expect(await t.app.sms.worker.runOnce()).toBe(2);
    expect(await t.app.sms.worker.runOnce()).toBe(0);
    expect(gateway.sent.map((s) => s.content).sort()).toEqual(texts);
    for (const text of texts)
      expect((await rowsAbout(text))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  for (const [refuse, cause] of [
    [
      { http: 402 },
      'Hubtel: the account is out of credit (HTTP 402). Top up the SMS account; waiting SMS are sent when it has credit.',
    ],
    [
      { http: 403 },
      "Hubtel: the account may not send through the SMS API (HTTP 403). Ask Hubtel to allow it, and this server's address if the account lists allowed ones; waiting SMS are sent once it does.",
    ],
    [
      { http: 404 },
      "Hubtel: nothing answers at <SMS_URL>/v1/messages/send (HTTP 404). Check SMS_URL (Hubtel's is https://smsc.hubtel.com); waiting SMS are sent once it is right.",
    ],
    [
      { http: 400, status: 2 },
      'Hubtel: the sender id Adepa is not approved (HTTP 400, status 2). Have it approved in the Hubtel account, or set SMS_SENDER to an approved one; waiting SMS are sent once it is.',
    ],
    [
      { http: 400, status: 7 },
      "Hubtel refused the shop's request (HTTP 400, status 7: Parameter not allowed). The shop's SMS settings or software need a look; waiting SMS are sent once they are fixed.",
    ],
    [
      { http: 400, status: 100 },
      "Hubtel refused the shop's request (HTTP 400, status 100: Invalid request). The shop's SMS settings or software need a look; waiting SMS are sent once they are fixed.",
    ],
    [
      { http: 502 },
      'Hubtel: its SMS service has a problem (HTTP 502: Bad gateway). Waiting SMS are sent when it works again.',
    ],
  ] as const) {
    it(`holds an SMS answered ${JSON.stringify(refuse)}, naming the cause`, async () => {
      gateway.refuse = refuse;
      const row = await attempt(`Held by ${JSON.stringify(refuse)}`);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
      expect(row.lastError).toBe(cause.replace('<SMS_URL>', gateway.url));
    });
  }

  it('holds an SMS while our credentials are refused (401), and one answered 429 or a bare 400', async () => {
    const wrong = createSmsTransport(
      {
        ...t.config,
        sms: { ...t.config.sms, gateway: { ...t.config.sms.gateway!, clientSecret: 'old' } },
      },
      quiet,
    );
    const worker = createSmsWorker({ db: t.db, transport: wrong, log: quiet });
    await enqueueSms(t.db, sms('Waits for the right credentials'));
    expect(await worker.runOnce()).toBe(0);
    const [row] = await rowsAbout('Waits for the right credentials');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toBe(
      'Hubtel: the client id and secret were refused (HTTP 401). Check SMS_CLIENT_ID and SMS_CLIENT_SECRET against the Hubtel account; waiting SMS are sent once they match.',
    );

    gateway.failWith = { status: 429, body: '{"message":"Too many requests"}' };
    await makeDue([row!.id]);
    expect(await t.app.sms.worker.runOnce()).toBe(0);
    expect((await rowsAbout('Waits for the right credentials'))[0]).toMatchObject({
      status: 'pending',
      attempts: 2,
      lastError: 'Hubtel: too many SMS at once (HTTP 429). Waiting SMS are sent as Hubtel allows.',
    });

    gateway.failWith = { status: 400, body: 'Bad Request' };
    await makeDue([row!.id]);
    expect(await t.app.sms.worker.runOnce()).toBe(0);
    expect((await rowsAbout('Waits for the right credentials'))[0]).toMatchObject({
      status: 'pending',
      attempts: 3,
      lastError:
        "Hubtel refused the shop's request (HTTP 400: Bad Request). The shop's SMS settings or software need a look; waiting SMS are sent once they are fixed.",
    });
  });
});
