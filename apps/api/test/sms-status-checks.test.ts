import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsOutbox } from '../src/db/schema.ts';
import { enqueueSms } from '../src/sms/outbox.ts';
import { createSmsStatusChecker } from '../src/sms/status-checks.ts';
import { createSmsTransport } from '../src/sms/transport.ts';
import { gatewayEnv, outbox, quiet, sms, smsShopForFile } from './helpers/sms.ts';
import type { Gateway } from './helpers/sms-gateway.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Hubtel may never push delivery reports, so the shop asks it what became of each SMS: first about
// 2 minutes after sending, then every 15 minutes, for 48 hours, recording the answer as a report.

let gateway: Gateway;
let t: TestApp;

smsShopForFile((shop) => ({ gateway, t } = shop));

const rowsAbout = (text: string) => outbox(t.db).rowsAbout(text);
const checks = () => t.app.sms.statusChecks!.runOnce();

/** Sends the SMS through the gateway, then moves its sending and last check into the past. */
async function sent(text: string, ago: { sentMinutes: number; checkedMinutes?: number }) {
  await enqueueSms(t.db, sms(text));
  await t.app.sms.worker.runOnce();
  const [row] = await rowsAbout(text);
  const minutesAgo = (minutes: number | undefined) =>
    minutes === undefined ? null : sql`now() - make_interval(mins => ${minutes})`;
  await t.db
    .update(smsOutbox)
    .set({
      sentAt: minutesAgo(ago.sentMinutes)!,
      statusCheckedAt: minutesAgo(ago.checkedMinutes),
    })
    .where(eq(smsOutbox.id, row!.id));
  return row!;
}

describe('status checks of sent SMS', () => {
  it('records Delivered, with the time Hubtel gives, and the price the send did not give', async () => {
    const row = await sent('Delivered, as the status check says', { sentMinutes: 3 });
    await t.db.update(smsOutbox).set({ price: null }).where(eq(smsOutbox.id, row.id));
    gateway.statuses.set(row.gatewayId!, 'Delivered');
    gateway.shape = 'data';

    expect(await checks()).toBe(1);
    expect(gateway.statusChecks).toEqual([row.gatewayId]);
    const [checked] = await rowsAbout('Delivered, as the status check says');
    expect(checked).toMatchObject({ deliveryReport: 'Delivered', price: 0.0309 });
    expect(checked?.statusCheckedAt).toBeInstanceOf(Date);
    // Hubtel's time has no zone: it is Ghana's, which is UTC.
    expect(Math.abs(checked!.deliveredAt!.getTime() - Date.now())).toBeLessThan(5_000);

    // Delivered is final: never asked about again, and a late report of an earlier stage keeps it.
    await t.db
      .update(smsOutbox)
      .set({ statusCheckedAt: sql`now() - interval '1 hour'` })
      .where(eq(smsOutbox.id, row.id));
    expect(await checks()).toBe(0);
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/sms/delivery-reports/${t.config.sms.reportKey}`,
      payload: { MessageId: row.gatewayId, Status: 'Submitted' },
    });
    expect(late.statusCode).toBe(200);
    expect((await rowsAbout('Delivered, as the status check says'))[0]).toMatchObject({
      deliveryReport: 'Delivered',
      deliveredAt: checked!.deliveredAt,
    });
  });

  it('asks 2 minutes after sending, then every 15 minutes until a final word, for 48 hours', async () => {
    const due = [
      await sent('Sent 3 minutes ago', { sentMinutes: 3 }),
      await sent('Checked 16 minutes ago', { sentMinutes: 60, checkedMinutes: 16 }),
      await sent('Sent 47 hours ago', { sentMinutes: 47 * 60, checkedMinutes: 20 }),
    ];
    const notDue = [
      await sent('Sent a minute ago', { sentMinutes: 1 }),
      await sent('Checked 10 minutes ago', { sentMinutes: 60, checkedMinutes: 10 }),
      await sent('Sent 49 hours ago', { sentMinutes: 49 * 60, checkedMinutes: 20 }),
      await sent('Undelivered already', { sentMinutes: 30 }),
    ];
    await t.db
      .update(smsOutbox)
      .set({ deliveryReport: 'Undelivered' })
      .where(eq(smsOutbox.id, notDue[3]!.id));

    expect(await checks()).toBe(3);
    expect(gateway.statusChecks.sort()).toEqual(due.map((row) => row.gatewayId).sort());
    // Not final yet ("Sent"): recorded, and asked again only 15 minutes later.
    expect((await rowsAbout('Sent 3 minutes ago'))[0]).toMatchObject({
      deliveryReport: 'Sent',
      deliveredAt: null,
    });
    expect(await checks()).toBe(0);
    expect(gateway.statusChecks).toHaveLength(3);
  });

  it('never asks about an SMS that has no gateway id or was not sent', async () => {
    await sent('Sent without an id', { sentMinutes: 5 });
    await t.db
      .update(smsOutbox)
      .set({ gatewayId: null })
      .where(eq(smsOutbox.text, 'Sent without an id'));
    gateway.refuse = { http: 400, status: 12 };
    await enqueueSms(t.db, sms('Held for credit'));
    await t.app.sms.worker.runOnce();
    expect(await checks()).toBe(0);
    expect(gateway.statusChecks).toEqual([]);
  });

  it('asks about each SMS once when two api processes check at the same time', async () => {
    const texts = Array.from({ length: 12 }, (_, i) => `Checked by one process ${i + 1}`);
    for (const text of texts) await sent(text, { sentMinutes: 5 });
    const other = await createTestApp({
      besides: { database: t.database },
      env: gatewayEnv(gateway),
    });
    // Small batches, round after round, so that the two processes' rounds overlap.
    const checkerOf = (app: TestApp) =>
      createSmsStatusChecker({
        db: app.db,
        checkStatus: createSmsTransport(app.config, quiet).checkStatus!,
        log: quiet,
        batchSize: 3,
      });
    const drain = async (checker: ReturnType<typeof checkerOf>) => {
      let recorded = 0;
      for (let round = await checker.runOnce(); round > 0; round = await checker.runOnce())
        recorded += round;
      return recorded;
    };
    try {
      gateway.delayMs = 5;
      const [a, b] = await Promise.all([drain(checkerOf(t)), drain(checkerOf(other))]);
      expect(a + b).toBe(12);
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
    expect(new Set(gateway.statusChecks).size).toBe(12);
    expect(gateway.statusChecks).toHaveLength(12);
  });

  it('asks again later when a check fails, and has no checks without a gateway', async () => {
    await sent('Asked while the gateway is down', { sentMinutes: 5 });
    gateway.failWith = { status: 503, body: 'Service Temporarily Unavailable' };
    expect(await checks()).toBe(0);
    const [row] = await rowsAbout('Asked while the gateway is down');
    expect(row).toMatchObject({ deliveryReport: null, deliveredAt: null });
    expect(row?.statusCheckedAt).toBeInstanceOf(Date);
    expect(await checks()).toBe(0); // not before 15 minutes

    gateway.failWith = undefined;
    await t.db
      .update(smsOutbox)
      .set({ statusCheckedAt: sql`now() - interval '16 minutes'` })
      .where(eq(smsOutbox.id, row!.id));
    expect(await checks()).toBe(1);
    expect(gateway.statusChecks).toEqual([row!.gatewayId, row!.gatewayId]);

    const withoutGateway = { ...t.config, sms: { ...t.config.sms, gateway: undefined } };
    expect(createSmsTransport(withoutGateway, quiet).checkStatus).toBeUndefined();
  });
});
