import type { DbOrTx } from '../db/client.ts';
import { mailInsert } from './repository.ts';

// Rule: an e-mail is never sent directly. It is written to `email_outbox` with the same database
// handle (usually the transaction) as the change that causes it, so the mail exists if and only
// if that change committed. The worker in mail/worker.ts sends it later, with retries.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function enqueueMail(db: DbOrTx, mail: MailMessage | MailMessage[]): Promise<void> {
  await mailInsert(db, [mail].flat());
}
