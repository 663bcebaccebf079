import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema.ts';
import { logIn, signUp } from './helpers/accounts.ts';
import { mailShopForFile, startInbox } from './helpers/smtp-inbox.ts';

const shop = mailShopForFile();

const forgot = (email: string) =>
  shop.t.app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email } });
const mailsTo = (email: string) =>
  shop.inbox.messages.filter((m) => m.to && 'text' in m.to && m.to.text.includes(email));

describe('password reset by e-mail', () => {
  it('mails a working link built from PUBLIC_URL', async () => {
    const account = await signUp(shop.t.app, 'Efua Darko');
    await forgot(account.email);
    await shop.t.app.mail.worker.runOnce();
    const [mail] = mailsTo(account.email);
    expect(mail?.subject).toBe('Reset your Adepa password');
    expect(mail?.text).toContain('Hello Efua Darko,');
    const link = /https:\/\/shop\.adepa\.example\/reset-password\/([\w-]+)\/([\w-]+)/.exec(
      mail?.text ?? '',
    );
    expect(link).not.toBeNull();
    expect(String(mail?.html)).toContain(link![0]);
    const res = await shop.t.app.inject({
      method: 'POST',
      url: new URL(link![0]).pathname.replace('/reset-password', '/api/users/reset-password'),
      payload: { password: 'Medaase@2027', confirmPassword: 'Medaase@2027' },
    });
    expect(res.statusCode).toBe(200);
    expect((await logIn(shop.t.app, account.email, 'Medaase@2027')).statusCode).toBe(200);
  });

  it('waits in the outbox while the mail server is down, then arrives once', async () => {
    const account = await signUp(shop.t.app, 'Kojo Ansah');
    const port = shop.inbox.port;
    await shop.inbox.close();
    await forgot(account.email);
    expect(await shop.t.app.mail.worker.runOnce()).toBe(0);
    const [waiting] = await shop.t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, account.email));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });

    shop.inbox = await startInbox(port);
    await shop.t.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(emailOutbox.to, account.email));
    expect(await shop.t.app.mail.worker.runOnce()).toBe(1);
    expect(await shop.t.app.mail.worker.runOnce()).toBe(0);
    expect(mailsTo(account.email)).toHaveLength(1);
  });
});
