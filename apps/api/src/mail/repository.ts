import type { DbOrTx } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';
import type { MailMessage } from './outbox.ts';

// The SQL that writes mail to the outbox (outbox.ts); the worker's is the outbox's own.

/** The insert that writes these mails to the outbox (none for no mail), not yet run. */
export function mailInsert(db: DbOrTx, mails: MailMessage[]) {
  if (mails.length === 0) return undefined;
  return db
    .insert(emailOutbox)
    .values(mails.map(({ to, subject, text, html }) => ({ to, subject, text, html })));
}
