import type { SmsDashboard } from '@adepa/contract/sms';
import {
  SMS_HELD_URGENT_MINUTES,
  smsBudgetMessage,
  smsHeldMessage,
  smsMonthMessage,
} from '@adepa/contract/sms-messages';
import { formatDateTime } from '../../../lib/dates';

// The dashboard's word on SMS: quiet while they go out, with what this month's cost; while some
// are held back, a warning naming the cause and what to do, amber at first and red once the
// oldest has waited long enough that it will not pass by itself; amber too while the hourly
// budget has kept SMS back in the last day.

export function SmsStatus({ sms }: { sms: SmsDashboard }) {
  const { held, budget } = sms;
  const warned = held !== null || budget !== null;
  const urgent =
    held !== null && Date.now() - new Date(held.since).getTime() > SMS_HELD_URGENT_MINUTES * 60_000;
  const tone = !warned
    ? 'bg-white ring-line'
    : urgent
      ? 'bg-red/10 ring-red/40'
      : 'bg-gold-soft ring-gold/40';
  return (
    <section
      aria-labelledby="sms-status"
      role={warned ? 'alert' : undefined}
      className={`rounded-2xl p-4 ring-1 sm:p-6 ${tone}`}
    >
      <h2 id="sms-status" className="text-base font-bold">
        SMS
      </h2>
      {held && (
        <>
          <p className="mt-1 text-sm">{smsHeldMessage(held.count, formatDateTime(held.since))}</p>
          <p className={`mt-1 text-sm font-medium break-words ${urgent ? 'text-red' : ''}`}>
            {held.cause}
          </p>
        </>
      )}
      {budget && (
        <p className="mt-1 text-sm font-medium">
          {smsBudgetMessage(budget, formatDateTime(budget.last))}
        </p>
      )}
      <p className={`mt-1 text-sm ${warned ? 'text-muted' : ''}`}>{smsMonthMessage(sms.month)}</p>
    </section>
  );
}
