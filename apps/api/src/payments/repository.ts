import type { Db } from '../db/client.ts';
import { paymentEvents } from '../db/schema.ts';

// The SQL of the payment capability.

export interface PaymentEvent {
  gateway: 'paystack';
  /** The gateway's name for what happened (charge.success ...). */
  event: string;
  /** The transaction it is about: the reference the shop gave the charge. */
  reference: string;
  /** The webhook's body as it came. */
  body: unknown;
}

/** Keeps a webhook's event; the same event of the same transaction, sent again, is kept once. */
export async function recordPaymentEvent(db: Db, event: PaymentEvent): Promise<boolean> {
  const kept = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return kept.length > 0;
}
