import type { DbOrTx } from '../db/client.ts';
import { lockUntilCommit } from '../lib/transaction-lock.ts';
import type { SmsMessage } from './outbox.ts';
import { sentLately } from './repository.ts';

// What the shop's SMS may cost. One number gets at most SMS_PER_NUMBER_PER_DAY order SMS in 24
// hours (the shop's own mobile excepted), and the shop sends at most SMS_PER_HOUR in an hour; an
// SMS over either is still written, as skipped with the setting that held it back, so the order
// shows why its buyer heard nothing and the dashboard can warn. The cheap messages (an order to pay
// on delivery placed: anyone can place one, for nothing) may use only CHEAP_SMS_SHARE of the hourly
// budget, so a flood of them cannot starve the SMS that say an order is paid or on its way. Messages to one number are
// counted one at a time (a lock on the number until the transaction ends), so orders sent at
// once cannot all slip under its cap; the hourly budget is counted without a lock, so orders
// placed in the same instant may pass it by a few rather than queue behind each other.

/** The part of SMS_PER_HOUR the cheap messages may use; the rest is kept for the others. */
export const CHEAP_SMS_SHARE = 0.8;

/** How many SMS an hour a message may find already sent and still go out. */
export function hourlyAllowance(perHour: number, cheap: boolean | undefined): number {
  return cheap ? Math.floor(perHour * CHEAP_SMS_SHARE) : perHour;
}

export interface SmsLimits {
  /** 0: no cap. */
  perNumberPerDay: number;
  /** 0: no budget. */
  perHour: number;
}

export async function applySmsLimits(
  db: DbOrTx,
  messages: SmsMessage[],
  limits: SmsLimits,
): Promise<SmsMessage[]> {
  // The hourly budget is counted once for all the messages: none of them is written yet, so
  // each would find the same count.
  let hour: Promise<number> | undefined;
  const sentThisHour = () => (hour ??= sentLately(db, { within: '1 hour' }, limits.perHour));
  const checked: SmsMessage[] = [];
  for (const message of messages) {
    checked.push(message.skipReason ? message : await limit(db, message, limits, sentThisHour));
  }
  return checked;
}

async function limit(
  db: DbOrTx,
  message: SmsMessage,
  limits: SmsLimits,
  sentThisHour: () => Promise<number>,
): Promise<SmsMessage> {
  if (limits.perNumberPerDay > 0 && !message.toShop) {
    await lockUntilCommit(db, 'sms-to', message.to);
    const today = await sentLately(
      db,
      { within: '24 hours', to: message.to },
      limits.perNumberPerDay,
    );
    if (today >= limits.perNumberPerDay)
      return held(
        message,
        'SMS_PER_NUMBER_PER_DAY',
        `${message.to} has had ${limits.perNumberPerDay} SMS from the shop in the last 24 hours (SMS_PER_NUMBER_PER_DAY): not sent`,
      );
  }
  if (limits.perHour > 0) {
    const sent = await sentThisHour();
    if (sent >= limits.perHour)
      return held(
        message,
        'SMS_PER_HOUR',
        `The shop has sent its ${limits.perHour} SMS for this hour (SMS_PER_HOUR): not sent`,
      );
    const allowance = hourlyAllowance(limits.perHour, message.cheap);
    if (sent >= allowance)
      return held(
        message,
        'SMS_PER_HOUR',
        `The shop has sent ${sent} of its ${limits.perHour} SMS for this hour (SMS_PER_HOUR); the rest are kept for paid orders and status changes: not sent`,
      );
  }
  return message;
}

function held(message: SmsMessage, setting: string, reason: string): SmsMessage {
  return { ...message, skipReason: reason, skippedBy: setting };
}
