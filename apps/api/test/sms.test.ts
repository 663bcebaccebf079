import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { smsOutbox } from '../src/db/schema.ts';
import { redactUrl } from '../src/lib/redact.ts';
import type { OutboxLog } from '../src/outbox/worker.ts';
import { enqueueSms } from '../src/sms/outbox.ts';
import { createSmsTransport } from '../src/sms/transport.ts';
import { createSmsWorker } from '../src/sms/worker.ts';
import { credentials, gatewayEnv, outbox, quiet, sms } from './helpers/sms.ts';
import { type Gateway, startGateway } from './helpers/sms-gateway.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let gateway: Gateway;
let t: TestApp;
const smsEnv = () => gatewayEnv(gateway);

beforeAll(async () => {
  gateway = await startGateway(credentials);
  t = await createTestApp({ env: smsEnv() });
});
afterAll(async () => {
  await t?.close();
  await gateway?.close();
});
beforeEach(async () => {
  await t.db.delete(smsOutbox);
  gateway.reset();
});

const rowsAbout = (text: string) => outbox(t.db).rowsAbout(text);
const makeDue = (ids: string[]) => outbox(t.db).makeDue(ids);

describe('the SMS outbox through the gateway', () => {
  it('never sends an SMS whose transaction rolled back', async () => {
    const text = 'Akwaaba! Order GH-2026-000001 was never placed.';
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueSms(tx, sms(text));
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await t.app.sms.worker.runOnce()).toBe(0);
    expect(await rowsAbout(text)).toEqual([]);
    expect(gateway.requests).toEqual([]);
  });

  it('sends an SMS once, as Hubtel expects it, and records the gateway id and price', async () => {
    const text =
      'Adepa: order GH-2026-000002 is placed. Track it: https://shop.adepa.example/track';
    await t.app.sms.enqueue(t.db, sms(text));
    expect(await t.app.sms.worker.runOnce()).toBe(1);
    expect(await t.app.sms.worker.runOnce()).toBe(0);

    const [row] = await rowsAbout(text);
    expect(gateway.requests).toHaveLength(1);
    const [request] = gateway.requests;
    const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`);
    expect(request?.headers).toMatchObject({
      authorization: `Basic ${basic.toString('base64')}`,
      'content-type': 'application/json',
      accept: 'application/json',
    });
    expect(request?.body).toEqual({
      From: 'Adepa',
      To: '+233244550123',
      Content: text,
      RegisteredDelivery: true,
      ClientReference: row!.id,
    });
    expect(gateway.sent).toHaveLength(1);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      gatewayId: gateway.sent[0]!.messageId,
      price: 0.0309,
      lastError: null,
    });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('sends within moments when woken, without waiting for the next poll', async () => {
    const worker = createSmsWorker({
      db: t.db,
      transport: createSmsTransport(t.config, quiet),
      log: quiet,
      pollIntervalMs: 60_000,
    });
    worker.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 50)); // its first run finds nothing
      await enqueueSms(t.db, sms('Sent on a nudge'));
      worker.wake();
      await vi.waitFor(() => expect(gateway.sent).toHaveLength(1), { timeout: 1000, interval: 10 });
    } finally {
      await worker.stop();
    }
  });

  it('keeps an SMS through a gateway error and sends it once after its backoff', async () => {
    gateway.failWith = { status: 500, body: 'Internal Server Error' };
    await t.app.sms.enqueue(t.db, sms('Sent after the gateway came back'));
    expect(await t.app.sms.worker.runOnce()).toBe(0);
    const [failed] = await rowsAbout('Sent after the gateway came back');
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(failed?.lastError).toBe(
      'Hubtel: its SMS service has a problem (HTTP 500: Internal Server Error). Waiting SMS are sent when it works again.',
    );
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 1000);

    gateway.failWith = undefined;
    expect(await t.app.sms.worker.runOnce()).toBe(0); // not due yet: it waits for its backoff
    await makeDue([failed!.id]);
    expect(await t.app.sms.worker.runOnce()).toBe(1);
    expect(await t.app.sms.worker.runOnce()).toBe(0);
    expect(gateway.sent).toHaveLength(1);
    expect((await rowsAbout('Sent after the gateway came back'))[0]).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
  });

  it('keeps an SMS while the gateway does not answer or cannot be reached, and sends it later', async () => {
    const worker = createSmsWorker({
      db: t.db,
      transport: createSmsTransport(t.config, quiet, { timeoutMs: 100 }),
      log: quiet,
    });
    const text = 'Sent once the gateway is back';
    gateway.hang = true;
    await enqueueSms(t.db, sms(text));
    expect(await worker.runOnce()).toBe(0);
    const [hung] = await rowsAbout(text);
    expect(hung).toMatchObject({ status: 'pending', attempts: 1 });
    expect(hung?.lastError).toBe(
      'Hubtel: no answer within 100 ms. Waiting SMS are sent when it answers again.',
    );

    await gateway.close();
    try {
      await makeDue([hung!.id]);
      expect(await worker.runOnce()).toBe(0);
      const [refused] = await rowsAbout(text);
      expect(refused).toMatchObject({ status: 'pending', attempts: 2 });
      // Refused, or a kept-alive connection found closed when it was reused.
      expect(refused?.lastError).toMatch(
        /^Hubtel cannot be reached \((ECONNREFUSED|UND_ERR_SOCKET): .*\)\. Check the shop's internet connection and SMS_URL; waiting SMS are sent when it answers\.$/,
      );
    } finally {
      gateway = await startGateway(credentials, gateway.port);
    }
    await makeDue([hung!.id]);
    expect(await worker.runOnce()).toBe(1);
    expect(gateway.sent.map((s) => s.content)).toEqual([text]);
    expect((await rowsAbout(text))[0]).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('sends each SMS exactly once when two api processes share the outbox', async () => {
    const other = await createTestApp({ besides: { database: t.database }, env: smsEnv() });
    const texts = Array.from({ length: 40 }, (_, i) => `Shared outbox SMS ${i + 1}`);
    try {
      await enqueueSms(
        t.db,
        texts.map((text) => sms(text)),
      );
      gateway.delayMs = 5; // each send takes a moment, so the two processes' batches overlap
      const [a, b] = await Promise.all([
        t.app.sms.worker.runOnce(),
        other.app.sms.worker.runOnce(),
      ]);
      expect(a + b).toBe(40);
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
    expect(gateway.sent.map((s) => s.content).sort()).toEqual([...texts].sort());
    expect(new Set(gateway.sent.map((s) => s.clientReference)).size).toBe(40);
    const rows = await t.db.select().from(smsOutbox).where(inArray(smsOutbox.text, texts));
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(texts.map(() => ['sent', 1]));
  });

  it('never sends a skipped SMS and keeps why it was skipped', async () => {
    const reason = '+233322024550 is a landline: it cannot receive SMS';
    await t.app.sms.enqueue(t.db, [
      { ...sms('To the landline', '+233322024550'), skipReason: reason },
      sms('To the mobile'),
    ]);
    expect(await t.app.sms.worker.runOnce()).toBe(1);
    expect(gateway.sent.map((s) => s.content)).toEqual(['To the mobile']);
    expect((await rowsAbout('To the landline'))[0]).toMatchObject({
      status: 'skipped',
      lastError: reason,
      attempts: 0,
      sentAt: null,
    });
  });
});

describe('the file transport (no SMS_URL)', () => {
  it('writes a text file to DATA_DIR/sms and logs its name, the number and the link', async () => {
    const lines: string[] = [];
    const log: OutboxLog = { ...quiet, info: (_obj, msg) => void lines.push(msg) };
    const config = { ...t.config, sms: { ...t.config.sms, gateway: undefined } };
    const worker = createSmsWorker({ db: t.db, transport: createSmsTransport(config, log), log });
    const link = 'https://shop.adepa.example/track-order?orderId=GH-2026-000003';
    const text = `Adepa: your order GH-2026-000003 is on its way. Track it: ${link}`;
    await enqueueSms(t.db, sms(text, '+233201234567'));
    expect(await worker.runOnce()).toBe(1);

    const [row] = await rowsAbout(text);
    expect(row).toMatchObject({ status: 'sent', gatewayId: null });
    const dir = path.join(t.config.dataDir, 'sms');
    const files = await readdir(dir);
    expect(files).toEqual([
      expect.stringMatching(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT.*-${row!.id}\\.txt$`)),
    ]);
    const content = await readFile(path.join(dir, files[0]!), 'utf8');
    expect(content).toBe(`To: +233201234567\nFrom: Adepa\n\n${text}\n`);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('+233201234567');
    expect(lines[0]).toContain(files[0]);
    expect(lines[0]).toContain(link);
    expect(gateway.requests).toEqual([]);
  });
});

describe('delivery reports', () => {
  const report = (payload: object, key = t.config.sms.reportKey) =>
    t.app.inject({ method: 'POST', url: `/api/sms/delivery-reports/${key}`, payload });

  it('records a delivery reported with the key, and only that', async () => {
    await enqueueSms(t.db, [sms('Delivered one'), sms('Undelivered one'), sms('Unreported one')]);
    expect(await t.app.sms.worker.runOnce()).toBe(3);
    const idOf = async (text: string) => (await rowsAbout(text))[0]!.gatewayId!;

    const delivered = await report({
      MessageId: await idOf('Delivered one'),
      Status: 'Delivered',
      Time: '2026-03-02T10:15:00Z',
    });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toEqual({ isSuccess: true });
    expect((await rowsAbout('Delivered one'))[0]).toMatchObject({
      deliveryReport: 'Delivered',
      deliveredAt: new Date('2026-03-02T10:15:00Z'),
    });
    // A late report of an earlier stage does not undo the delivery.
    await report({ messageId: await idOf('Delivered one'), status: 'Submitted' });
    expect((await rowsAbout('Delivered one'))[0]?.deliveryReport).toBe('Delivered');

    await report({ messageId: await idOf('Undelivered one'), status: 'Undelivered' });
    expect((await rowsAbout('Undelivered one'))[0]).toMatchObject({
      deliveryReport: 'Undelivered',
      deliveredAt: null,
    });

    const before = await t.db.select().from(smsOutbox);
    const unknown = await report({ MessageId: 'no-such-message', Status: 'DELIVRD' });
    expect(unknown.statusCode).toBe(200);
    const wrongKey = await report(
      { MessageId: await idOf('Unreported one'), Status: 'DELIVRD' },
      'a'.repeat(t.config.sms.reportKey.length),
    );
    expect(wrongKey.statusCode).toBe(404);
    const noSuchPath = await t.app.inject({ method: 'POST', url: '/api/sms/no-such-path' });
    expect(Object.keys(wrongKey.json())).toEqual(Object.keys(noSuchPath.json()));
    expect(await t.db.select().from(smsOutbox)).toEqual(before);

    expect((await report({ Status: 'Delivered' })).statusCode).toBe(400);
    expect((await report({ MessageId: await idOf('Unreported one') })).statusCode).toBe(400);
  });

  it('finds a message by its client reference when the gateway id is not recorded yet', async () => {
    await enqueueSms(t.db, sms('Reported before its answer'));
    const [row] = await rowsAbout('Reported before its answer');
    await report({ MessageId: 'not-known-yet', ClientReference: row!.id, Status: 'DELIVRD' });
    expect((await rowsAbout('Reported before its answer'))[0]).toMatchObject({
      deliveryReport: 'DELIVRD',
      deliveredAt: expect.any(Date),
    });
  });

  it('keeps the key out of request logs', () => {
    const url = `/api/sms/delivery-reports/${t.config.sms.reportKey}`;
    expect(redactUrl(url)).not.toContain(t.config.sms.reportKey);
  });
});
