import path from 'node:path';
import type { Config } from '../config.ts';
import { findLinks } from '../lib/find-links.ts';
import { redactUrl } from '../lib/redact.ts';
import { writeFileInFolder } from '../lib/write-file.ts';
import type { MailMessage } from './outbox.ts';

// SMTP when SMTP_URL is set. Otherwise each message is written as an RFC 822 file to
// DATA_DIR/mail and logged with the file's name, so someone trying the shop locally can open it and
// follow a password-reset link without a mail server. The log shows the links with their tokens cut
// short: a log must never be enough to take over an account.

/** A row of the outbox on its way out; its id names the file and the Message-ID. */
export interface OutgoingMail extends MailMessage {
  id: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close?(): Promise<void>;
}

/** The part of a pino/Fastify logger the mail code uses. */
export interface MailLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export type TransportConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'shop' | 'dataDir'>;

/** nodemailer is loaded at the first mail, not at start: most starts send none for a while. */
const loadMailer = () => import('nodemailer').then((module) => module.default);

/** What `make` answers, made at its first use and kept; `made` is undefined until then. */
function lazily<T>(make: () => Promise<T>) {
  let made: Promise<T> | undefined;
  return { get: () => (made ??= make()), made: () => made };
}

export function createTransport(config: TransportConfig, log: MailLog): MailTransport {
  const from = config.mailFrom ?? { name: config.shop.name, address: config.shop.email };
  // The outbox id in the Message-ID lets a receiver recognise a copy sent again after a crash.
  const domain = config.shop.email.split('@')[1] ?? 'localhost';
  const compose = (mail: OutgoingMail) => ({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${mail.id}@${domain}>`,
  });

  if (config.smtpUrl) {
    // Short timeouts: a mail server that does not answer must not hold up the worker for minutes.
    const { smtpUrl } = config;
    const smtp = lazily(async () =>
      (await loadMailer()).createTransport(
        { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
        { from },
      ),
    );
    return {
      send: async (mail) => void (await (await smtp.get()).sendMail(compose(mail))),
      close: async () => (await smtp.made())?.close(),
    };
  }

  const dir = path.join(config.dataDir, 'mail');
  const builder = lazily(async () =>
    (await loadMailer()).createTransport(
      { streamTransport: true, buffer: true, newline: 'windows' },
      { from },
    ),
  );
  return {
    async send(mail) {
      const { message } = await (await builder.get()).sendMail(compose(mail));
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${mail.id}.eml`);
      await writeFileInFolder(file, message as Buffer);
      const links = findLinks(mail.text).map(redactUrl);
      log.info(
        { to: mail.to, subject: mail.subject, links, file },
        `mail to ${mail.to}: "${mail.subject}" saved in ${file}${links.map((l) => ` ${l}`).join('')}`,
      );
    },
  };
}
