import { formatGhs } from './money.ts';
import type { SmsDashboard } from './sms.ts';

// What the admin dashboard says about the shop's SMS. Apart from sms.ts so that the dashboard's
// chunk takes the texts without zod.

/** Held SMS are a warning at once, and urgent when the oldest has waited longer than this. */
export const SMS_HELD_URGENT_MINUTES = 60;

export const smsHeldMessage = (count: number, since: string) =>
  count === 1
    ? `1 SMS is waiting to be sent, since ${since}. The last attempt failed:`
    : `${count} SMS are waiting to be sent, the oldest since ${since}. The last attempt failed:`;

export const smsMonthMessage = ({ sent, spend }: SmsDashboard['month']) =>
  `SMS this month: ${sent} sent, ${formatGhs(spend)}`;

export const smsBudgetMessage = (
  { perHour, skipped }: NonNullable<SmsDashboard['budget']>,
  last: string,
) =>
  `The shop's SMS budget of ${perHour} an hour was reached: ${skipped} SMS in the last 24 hours were not sent, the last at ${last}. If these were real orders on a busy day, raise SMS_PER_HOUR; if not, look for made-up orders.`;
