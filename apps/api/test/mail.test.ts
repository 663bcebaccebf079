import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { defaultShop } from '@adepa/contract/shop';
import { eq, inArray, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { emailOutbox } from '../src/db/schema.ts';
import { enqueueMail, type MailMessage } from '../src/mail/outbox.ts';
import { renderMail } from '../src/mail/templates.ts';
import { createTransport, type MailLog, type MailTransport } from '../src/mail/transport.ts';
import { createMailWorker } from '../src/mail/worker.ts';
import { adminUrl } from './helpers/postgres.ts';
import { type Inbox, startInbox } from './helpers/smtp-inbox.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const quiet: MailLog = { info() {}, warn() {}, error() {} };

let inbox: Inbox;
let t: TestApp;

beforeAll(async () => {
  inbox = await startInbox();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${inbox.port}` } });
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const message = (subject: string, to = 'ama@example.com'): MailMessage => ({
  to,
  subject,
  text: `Akwaaba! This is "${subject}".`,
  html: `<p>Akwaaba! This is <strong>${subject}</strong>.</p>`,
});
const received = (subject: string) => inbox.messages.filter((m) => m.subject === subject);
const rowsAbout = (subject: string) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.subject, subject));
const makeDue = (ids: string[]) =>
  t.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` }).where(inArray(emailOutbox.id, ids));

describe('the e-mail outbox over SMTP', () => {
  it('sends an enqueued mail once, from the shop, and marks it sent', async () => {
    const subject = 'Your order GH-2026-000001 is on its way';
    await t.app.mail.enqueue(t.db, message(subject));
    expect(await t.app.mail.worker.runOnce()).toBe(1);
    expect(await t.app.mail.worker.runOnce()).toBe(0);

    expect(received(subject)).toHaveLength(1);
    const [mail] = received(subject);
    expect(mail?.from?.value).toEqual([{ name: 'Adepa', address: 'hello@adepa.example' }]);
    expect(mail?.text?.trim()).toBe(`Akwaaba! This is "${subject}".`);
    expect(mail?.html).toContain(`<strong>${subject}</strong>`);
    const [row] = await rowsAbout(subject);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('never sends a mail whose transaction rolled back', async () => {
    const subject = 'Welcome, from a transaction that failed';
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueMail(tx, message(subject));
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await t.app.mail.worker.runOnce()).toBe(0);
    expect(await rowsAbout(subject)).toEqual([]);
    expect(received(subject)).toEqual([]);
  });

  it('keeps a mail through an SMTP outage and sends it once the server is back', async () => {
    const subject = 'Sent after the outage';
    const port = inbox.port;
    await inbox.close();
    await t.app.mail.enqueue(t.db, message(subject));
    expect(await t.app.mail.worker.runOnce()).toBe(0);

    const [failed] = await rowsAbout(subject);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(failed?.lastError).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 1000);

    inbox = await startInbox(port);
    expect(await t.app.mail.worker.runOnce()).toBe(0); // not due yet: it waits for its backoff
    await makeDue([failed!.id]);
    expect(await t.app.mail.worker.runOnce()).toBe(1);
    expect(await t.app.mail.worker.runOnce()).toBe(0);
    expect(received(subject)).toHaveLength(1);
    expect((await rowsAbout(subject))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends each mail exactly once when two workers share the outbox', async () => {
    const subjects = Array.from({ length: 20 }, (_, i) => `Shared outbox mail ${i + 1}`);
    for (const subject of subjects) await enqueueMail(t.db, message(subject));
    // On PostgreSQL the second worker has its own connection pool, as another process would. Each
    // SMTP conversation takes about 100 ms (smtp-server waits to catch clients that talk too soon),
    // so the two workers' batches overlap.
    let other: Database = t.database;
    if (t.database.kind === 'postgres') {
      const { rows } = await t.database.pool!.query<{ name: string }>(
        'select current_database() as name',
      );
      other = await openDatabase({ kind: 'postgres', url: adminUrl(rows[0]!.name) });
    }
    const first = createMailWorker({
      db: t.db,
      transport: createTransport(t.config, quiet),
      log: quiet,
      batchSize: 3,
    });
    const second = createMailWorker({
      db: other.db,
      transport: createTransport(t.config, quiet),
      log: quiet,
      batchSize: 3,
    });
    try {
      const [a, b] = await Promise.all([first.runOnce(), second.runOnce()]);
      expect(a + b).toBe(20);
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
    } finally {
      if (other !== t.database) await other.close();
    }
    for (const subject of subjects) expect(received(subject)).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.subject, subjects));
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(subjects.map(() => ['sent', 1]));
  });

  it('sends within moments when woken, without waiting for the next poll', async () => {
    const subject = 'Sent on a nudge';
    const worker = createMailWorker({
      db: t.db,
      transport: createTransport(t.config, quiet),
      log: quiet,
      pollIntervalMs: 60_000,
    });
    worker.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 50)); // its first run finds nothing
      await enqueueMail(t.db, message(subject));
      worker.wake();
      await vi.waitFor(() => expect(received(subject)).toHaveLength(1), {
        timeout: 1000,
        interval: 10,
      });
    } finally {
      await worker.stop();
    }
  });
});

describe('the mail worker with a troublesome mail', () => {
  it('finishes the mail in flight before stop() resolves', async () => {
    let started!: () => void;
    const sending = new Promise<void>((resolve) => {
      started = resolve;
    });
    const transport: MailTransport = {
      async send() {
        started();
        await new Promise((resolve) => setTimeout(resolve, 100));
      },
    };
    const worker = createMailWorker({ db: t.db, transport, log: quiet });
    await enqueueMail(t.db, message('Finished before stopping'));
    worker.start();
    await sending;
    await worker.stop();
    expect((await rowsAbout('Finished before stopping'))[0]).toMatchObject({ status: 'sent' });
  });

  it('goes on past a stuck or refused mail, retries it later and gives up only on refusals', async () => {
    const sent: string[] = [];
    const transport: MailTransport = {
      async send(mail) {
        if (mail.to === 'stuck@example.com') return new Promise<void>(() => {});
        if (mail.to === 'refused@example.com')
          throw Object.assign(new Error('550 No such mailbox'), { responseCode: 550 });
        sent.push(mail.subject);
      },
    };
    const worker = createMailWorker({
      db: t.db,
      transport,
      log: quiet,
      maxAttempts: 2,
      sendTimeoutMs: 100,
    });
    await enqueueMail(t.db, message('Stuck', 'stuck@example.com'));
    await enqueueMail(t.db, message('Refused', 'refused@example.com'));
    await enqueueMail(t.db, message('Fine', 'fine@example.com'));

    expect(await worker.runOnce()).toBe(1);
    expect(sent).toEqual(['Fine']);
    const [stuck] = await rowsAbout('Stuck');
    const [refused] = await rowsAbout('Refused');
    expect(stuck).toMatchObject({ status: 'pending', attempts: 1 });
    expect(stuck?.lastError).toContain('no answer within 100 ms');
    expect(refused).toMatchObject({ status: 'pending', attempts: 1 });
    expect(refused?.lastError).toContain('550 No such mailbox');

    const ids = [stuck!.id, refused!.id];
    await makeDue(ids);
    expect(await worker.runOnce()).toBe(0);
    expect((await rowsAbout('Refused'))[0]).toMatchObject({ status: 'failed', attempts: 2 });
    expect((await rowsAbout('Stuck'))[0]).toMatchObject({ status: 'pending', attempts: 2 });
    await makeDue(ids);
    expect(await worker.runOnce()).toBe(0);
    // A mail server that does not answer only ever delays a mail.
    expect((await rowsAbout('Stuck'))[0]).toMatchObject({ status: 'pending', attempts: 3 });
    await t.db.delete(emailOutbox).where(inArray(emailOutbox.id, ids));
  });
});

describe('the file transport (no SMTP_URL)', () => {
  it('writes an .eml file to DATA_DIR/mail and logs its name, with the link cut short', async () => {
    const lines: string[] = [];
    const log: MailLog = { ...quiet, info: (_obj, msg) => void lines.push(msg) };
    const worker = createMailWorker({
      db: t.db,
      transport: createTransport({ ...t.config, smtpUrl: undefined }, log),
      log,
    });
    const link = `https://shop.adepa.example/reset-password/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/sBq1vRk2tY7nW9xZ4cD6fG8hJ0kL3mN5pQ`;
    const mail = renderMail(defaultShop, {
      subject: 'Reset your Adepa password',
      paragraphs: ['Tap the button to choose a new password.'],
      action: { label: 'Choose a new password', url: link },
    });
    await enqueueMail(t.db, { to: 'kofi@example.com', ...mail });
    expect(await worker.runOnce()).toBe(1);

    const [row] = await rowsAbout('Reset your Adepa password');
    const dir = path.join(t.config.dataDir, 'mail');
    const files = await readdir(dir);
    expect(files).toEqual([
      expect.stringMatching(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT.*-${row!.id}\\.eml$`)),
    ]);
    const raw = await readFile(path.join(dir, files[0]!));
    expect(raw.toString()).toContain('Subject: Reset your Adepa password');
    const parsed = await simpleParser(raw);
    expect(parsed.from?.value).toEqual([{ name: 'Adepa', address: 'hello@adepa.example' }]);
    expect(parsed.text).toContain(link);
    expect(parsed.html).toContain(link);
    expect(lines).toEqual([expect.stringContaining('kofi@example.com')]);
    expect(lines[0]).toContain('Reset your Adepa password');
    expect(lines[0]).toContain(files[0]);
    expect(lines[0]).toContain(`${link.slice(0, link.lastIndexOf('/'))}/sBq1…`);
    expect(lines[0]).not.toContain(link);
    expect(row).toMatchObject({ status: 'sent' });
  });
});

describe('renderMail', () => {
  const shop = { ...defaultShop, name: 'Ama & Kofi <Goods>' };
  const mail = renderMail(shop, {
    subject: 'Your <order> & more',
    preheader: 'It is "on its way"',
    greeting: 'Hello <script>alert(1)</script>,',
    paragraphs: ["Your parcel's 2 < 3 items left Kumasi."],
    action: { label: 'Track <it>', url: 'https://shop.adepa.example/order?id=1&x="2"' },
    footnote: 'Questions? Reply & we help.',
  });

  it('escapes every value it puts in the HTML', () => {
    expect(mail.subject).toBe('Your <order> & more');
    expect(mail.html).not.toMatch(/<script|<order>|<it>|<Goods>/);
    expect(mail.html).toContain('Hello &#60;script&#62;alert(1)&#60;/script&#62;,');
    expect(mail.html).toContain('Ama &#38; Kofi &#60;Goods&#62;');
    expect(mail.html).toContain('Your parcel&#39;s 2 &#60; 3 items left Kumasi.');
    expect(mail.html).toContain('href="https://shop.adepa.example/order?id=1&#38;x=&#34;2&#34;"');
    expect(mail.html).toContain('It is &#34;on its way&#34;');
    expect(mail.text).toContain('Hello <script>alert(1)</script>,');
    expect(mail.text).toContain('Track <it>: https://shop.adepa.example/order?id=1&x="2"');
  });

  it("carries the shop's promise and contacts in both versions", () => {
    for (const value of [
      defaultShop.tagline,
      'Pay only after successful delivery',
      defaultShop.phone,
      defaultShop.whatsapp,
      defaultShop.email,
      defaultShop.address,
      defaultShop.hours,
    ]) {
      expect(mail.html).toContain(value);
      expect(mail.text).toContain(value);
    }
    expect(mail.html).toContain('href="https://wa.me/233244550123"');
    expect(mail.html).toContain('href="tel:+233322024550"');
    expect(mail.html).toContain('max-width:560px');
  });

  it('refuses a button link that is not http(s)', () => {
    expect(() =>
      renderMail(defaultShop, {
        subject: 'x',
        paragraphs: [],
        action: { label: 'x', url: 'javascript:alert(1)' },
      }),
    ).toThrow();
  });
});
