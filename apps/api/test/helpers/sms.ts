import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { smsOutbox } from '../../src/db/schema.ts';
import type { OutboxLog } from '../../src/outbox/worker.ts';
import type { SmsMessage } from '../../src/sms/outbox.ts';
import { type Gateway, startGateway } from './sms-gateway.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// What the SMS tests share: the shop's Hubtel account on the loopback gateway, a message, and
// reading or hurrying the outbox's rows.

export const quiet: OutboxLog = { info() {}, warn() {}, error() {} };
export const credentials = { clientId: 'adepa-kumasi', clientSecret: 'k3y-0f-the-sh0p' };

/** The environment of a shop sending through `gateway`. */
export const gatewayEnv = (gateway: Gateway) => ({
  SMS_URL: gateway.url,
  SMS_CLIENT_ID: credentials.clientId,
  SMS_CLIENT_SECRET: credentials.clientSecret,
  SMS_SENDER: 'Adepa',
});

export const sms = (text: string, to = '+233244550123'): SmsMessage => ({
  orderId: null,
  reason: 'placed',
  to,
  text,
});

export const outbox = (db: Db) => ({
  rowsAbout: (text: string) => db.select().from(smsOutbox).where(eq(smsOutbox.text, text)),
  /** Makes held SMS due now instead of after their backoff. */
  makeDue: (ids: string[]) =>
    db.update(smsOutbox).set({ nextAttemptAt: sql`now()` }).where(inArray(smsOutbox.id, ids)),
});

/**
 * A test file's shop sending through its own loopback gateway (with `env` besides): both started
 * before the file's tests (and handed to `use`), the outbox and what the gateway saw emptied
 * before each test, both closed after them.
 */
export function smsShopForFile(
  use: (shop: { gateway: Gateway; t: TestApp }) => void,
  env: Record<string, string> = {},
) {
  let gateway: Gateway | undefined;
  let t: TestApp | undefined;
  beforeAll(async () => {
    gateway = await startGateway(credentials);
    t = await createTestApp({ env: { ...gatewayEnv(gateway), ...env } });
    use({ gateway, t });
  });
  afterAll(async () => {
    await t?.close();
    await gateway?.close();
  });
  beforeEach(async () => {
    await t!.db.delete(smsOutbox);
    gateway!.reset();
  });
}
