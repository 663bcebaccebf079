import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, subscribers } from '../src/db/schema.ts';
import { type Account, bearer, shopWithAccountsForFile } from './helpers/accounts.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Account;
let customer: Account;
shopWithAccountsForFile((shop) => ({ t, admin, customer } = shop), {
  env: { PUBLIC_URL: 'https://shop.adepa.example' },
});

const base = '/api/email/subscription';
const subscribe = (email: string) =>
  t.app.inject({ method: 'POST', url: `${base}/subscribe/add-email`, payload: { email } });
const mailsTo = (email: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
const linkIn = (text: string, kind: 'verify' | 'unsubscribe') =>
  new RegExp(`https://shop\\.adepa\\.example/subscriber/${kind}/([\\w-]+)/([\\w-]+)`).exec(text);
async function confirmLinkFor(email: string) {
  const mails = await mailsTo(email);
  const match = linkIn(mails.at(-1)?.text ?? '', 'verify');
  if (!match) throw new Error(`no confirmation link for ${email}`);
  return `${base}/subscriber/verify/${match[1]}/${match[2]}`;
}
const send = (who: Account | null, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `${base}/admin/send-email`,
    headers: who ? bearer(who) : {},
    payload,
  });

describe('newsletter', () => {
  it('subscribes with a confirmation mail, and confirms with its link', async () => {
    const res = await subscribe('Esi@Example.com');
    expect(res.json()).toEqual({
      isSuccess: true,
      message: 'Please check your email account for verification',
    });
    const [row] = await t.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, 'esi@example.com'));
    expect(row?.status).toBe('pending');
    const confirm = await t.app.inject({
      method: 'POST',
      url: await confirmLinkFor('esi@example.com'),
    });
    expect(confirm.statusCode).toBe(200);
    const [after] = await t.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, 'esi@example.com'));
    expect(after?.status).toBe('verified');
  });

  it('refuses a made-up or replaced link', async () => {
    await subscribe('kojo@example.com');
    const first = await confirmLinkFor('kojo@example.com');
    await subscribe('kojo@example.com');
    const second = await confirmLinkFor('kojo@example.com');
    expect(second).not.toBe(first);
    const stale = await t.app.inject({ method: 'POST', url: first });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error).toBe(
      'This link is not valid any more. Please subscribe again from the shop.',
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${base}/subscriber/verify/00000000-0000-4000-8000-000000000000/made-up`,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: `${base}/subscriber/verify/nope/made-up` }))
        .statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: second })).statusCode).toBe(200);
  });

  it('does not duplicate anyone and answers alike for a known address', async () => {
    const again = await subscribe('ESI@example.com');
    expect(again.json()).toEqual({
      isSuccess: true,
      message: 'Please check your email account for verification',
    });
    expect(
      await t.db.select().from(subscribers).where(eq(subscribers.email, 'esi@example.com')),
    ).toHaveLength(1);
    expect(await mailsTo('esi@example.com')).toHaveLength(1);
    expect((await subscribe('not-an-email')).json().error).toBe('Invalid email address');
  });

  it('sends newsletters to confirmed subscribers only, each with a working unsubscribe link', async () => {
    await subscribe('pending.only@example.com');
    const count = await t.app.inject({
      url: `${base}/admin/subscribers-count`,
      headers: bearer(admin),
    });
    expect(count.json()).toEqual({ verified: 2, pending: 1 });
    const res = await send(admin, {
      subject: 'New kente shirts are in',
      body: 'Akwaaba!\n\nFresh stock this week.',
    });
    expect(res.json()).toMatchObject({ isSuccess: true, recipients: 2 });
    expect(
      (await mailsTo('pending.only@example.com')).filter(
        (m) => m.subject === 'New kente shirts are in',
      ),
    ).toEqual([]);
    const [newsletter] = (await mailsTo('esi@example.com')).filter(
      (m) => m.subject === 'New kente shirts are in',
    );
    expect(newsletter?.text).toContain('Fresh stock this week.');
    const unsubscribe = linkIn(newsletter?.text ?? '', 'unsubscribe');
    expect(unsubscribe).not.toBeNull();

    const forged = await t.app.inject({
      method: 'POST',
      url: `${base}/subscriber/unsubscribe/${unsubscribe![1]}/forged-token`,
    });
    expect(forged.statusCode).toBe(400);
    const done = await t.app.inject({
      method: 'POST',
      url: `${base}/subscriber/unsubscribe/${unsubscribe![1]}/${unsubscribe![2]}`,
    });
    expect(done.statusCode).toBe(200);
    expect(
      (await send(admin, { subject: 'Second letter', body: 'Hello again' })).json().recipients,
    ).toBe(1);
    expect((await mailsTo('esi@example.com')).filter((m) => m.subject === 'Second letter')).toEqual(
      [],
    );
  });

  it('lets only admins send or count', async () => {
    for (const who of [null, customer]) {
      const res = await send(who, { subject: 'Spam', body: 'Spam' });
      expect(res.statusCode).toBe(who ? 403 : 401);
      const count = await t.app.inject({
        url: `${base}/admin/subscribers-count`,
        headers: who ? bearer(who) : {},
      });
      expect(count.statusCode).toBe(who ? 403 : 401);
    }
    expect((await send(admin, { subject: '', body: '' })).json().fields).toEqual({
      subject: 'Please write a subject',
      body: 'Please write the message',
    });
  });
});
