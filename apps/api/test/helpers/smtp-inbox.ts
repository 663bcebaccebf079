import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

export interface Inbox {
  port: number;
  messages: ParsedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps every message it accepts. */
export async function startInbox(port = 0): Promise<Inbox> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        messages.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A test file's shop sending its mail by SMTP to an inbox of its own: both started before the
 * file's tests, both closed after them (the inbox then in `shop.inbox`, so a test may replace it).
 */
export function mailShopForFile(): { t: TestApp; inbox: Inbox } {
  const shop = {} as { t: TestApp; inbox: Inbox };
  beforeAll(async () => {
    shop.inbox = await startInbox();
    shop.t = await createTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${shop.inbox.port}`,
        PUBLIC_URL: 'https://shop.adepa.example',
      },
    });
  });
  afterAll(async () => {
    await shop.t?.close();
    await shop.inbox?.close();
  });
  return shop;
}
