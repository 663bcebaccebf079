import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../src/db/schema.ts';
import { enqueueSms } from '../src/sms/outbox.ts';
import { type Account, bearer, signUpAdmin } from './helpers/accounts.ts';
import { outbox, sms, smsShopForFile } from './helpers/sms.ts';
import type { Gateway } from './helpers/sms-gateway.ts';
import type { TestApp } from './helpers/test-app.ts';

// The admin dashboard warns while SMS are held (how many, since when, the latest cause) and
// otherwise tells what this month's SMS cost. (Who may read it: access-matrix.test.ts.)

let gateway: Gateway;
let t: TestApp;
let admin: Account;

smsShopForFile((shop) => ({ gateway, t } = shop));
beforeAll(async () => {
  admin = await signUpAdmin(t.app, t.db);
});

const rowsAbout = (text: string) => outbox(t.db).rowsAbout(text);
const dashboard = async () => {
  const res = await t.app.inject({
    url: '/api/orders/admin-dashboard?page=1',
    headers: bearer(admin),
  });
  expect(res.statusCode).toBe(200);
  return res.json().sms;
};
const send = async (...texts: string[]) => {
  await enqueueSms(
    t.db,
    texts.map((text) => sms(text)),
  );
  await t.app.sms.worker.runOnce();
};
const OUT_OF_CREDIT =
  'Hubtel: the account is out of credit (HTTP 400, status 12). Top up the SMS account; waiting SMS are sent when it has credit.';

describe('SMS on the admin dashboard', () => {
  it('warns while SMS are held, with how many, since when and the latest cause', async () => {
    gateway.failWith = { status: 503, body: 'Service Temporarily Unavailable' };
    await send('Held first, by an outage');
    // That failure was five minutes ago; the account ran out of credit since.
    const [first] = await rowsAbout('Held first, by an outage');
    await t.db
      .update(smsOutbox)
      .set({ nextAttemptAt: sql`now() - interval '5 minutes'` })
      .where(eq(smsOutbox.id, first!.id));
    gateway.failWith = undefined;
    gateway.refuse = { http: 400, status: 12 };
    await send('Held for credit');
    const [second] = await rowsAbout('Held for credit');
    expect(second?.attempts).toBe(1);

    expect(await dashboard()).toEqual({
      held: { count: 2, since: first!.createdAt.toISOString(), cause: OUT_OF_CREDIT },
      budget: null,
      month: { sent: 0, spend: 0 },
    });

    gateway.refuse = undefined; // topped up: both go at their next attempt
    await outbox(t.db).makeDue([first!.id, second!.id]);
    expect(await t.app.sms.worker.runOnce()).toBe(2);
    expect(await dashboard()).toEqual({
      held: null,
      budget: null,
      month: { sent: 2, spend: 0.0618 },
    });
  });

  it("counts this month's SMS and their price, not last month's nor failed ones", async () => {
    gateway.rate = 0.035;
    await send('This month 1', 'This month 2', 'Sent last month', 'Held over the month end');
    await enqueueSms(t.db, sms('To no number', '+23324455'));
    await t.app.sms.worker.runOnce();
    const monthStart = sql`date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`;
    await t.db
      .update(smsOutbox)
      .set({ sentAt: sql`${monthStart} - interval '1 minute'` })
      .where(eq(smsOutbox.text, 'Sent last month'));
    await t.db
      .update(smsOutbox)
      .set({ createdAt: sql`${monthStart} - interval '3 days'`, sentAt: monthStart })
      .where(eq(smsOutbox.text, 'Held over the month end'));
    await t.db.insert(smsOutbox).values({ reason: 'placed', to: '+233244550123', text: 'Queued' });

    const { held, month } = await dashboard();
    expect(held).toBeNull(); // a failed SMS is not held, nor is one not yet tried
    expect(month.sent).toBe(3);
    expect(month.spend).toBeCloseTo(0.105, 6);
  });
});
