import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema.ts';
import { logIn, signUp } from './helpers/accounts.ts';
import { type Inbox, startInbox } from './helpers/smtp-inbox.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let inbox: Inbox;
let t: TestApp;
beforeAll(async () => {
  inbox = await startInbox();
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, PUBLIC_URL: 'https://shop.adepa.example' },
  });
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email } });
const mailsTo = (email: string) =>
  inbox.messages.filter((m) => m.to && 'text' in m.to && m.to.text.includes(email));

describe('password reset by e-mail', () => {
  it('mails a working link built from PUBLIC_URL', async () => {
    const account = await signUp(t.app, 'Efua Darko');
    await forgot(account.email);
    await t.app.mail.worker.runOnce();
    const [mail] = mailsTo(account.email);
    expect(mail?.subject).toBe('Reset your Adepa password');
    expect(mail?.text).toContain('Hello Efua Darko,');
    const link = /https:\/\/shop\.adepa\.example\/reset-password\/([\w-]+)\/([\w-]+)/.exec(
      mail?.text ?? '',
    );
    expect(link).not.toBeNull();
    expect(String(mail?.html)).toContain(link![0]);
    const res = await t.app.inject({
      method: 'POST',
      url: new URL(link![0]).pathname.replace('/reset-password', '/api/users/reset-password'),
      payload: { password: 'Medaase@2027', confirmPassword: 'Medaase@2027' },
    });
    expect(res.statusCode).toBe(200);
    expect((await logIn(t.app, account.email, 'Medaase@2027')).statusCode).toBe(200);
  });

  it('waits in the outbox while the mail server is down, then arrives once', async () => {
    const account = await signUp(t.app, 'Kojo Ansah');
    const port = inbox.port;
    await inbox.close();
    await forgot(account.email);
    expect(await t.app.mail.worker.runOnce()).toBe(0);
    const [waiting] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, account.email));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });

    inbox = await startInbox(port);
    await t.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(emailOutbox.to, account.email));
    expect(await t.app.mail.worker.runOnce()).toBe(1);
    expect(await t.app.mail.worker.runOnce()).toBe(0);
    expect(mailsTo(account.email)).toHaveLength(1);
  });
});
