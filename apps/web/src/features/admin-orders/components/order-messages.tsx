import type { OrderSms } from '@adepa/contract/orders';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/dates';
import { displayPhone } from '../../../lib/phone-display';
import { useOrderMessages } from '../api/order-api';

// The SMS an order caused, for the admin: to whom, what, when it went, whether the phone got it,
// and why one was not sent (a landline) or was refused.

const REASONS: Record<string, string> = {
  placed: 'Order placed',
  processing: 'Processing',
  warehouse: 'At the warehouse',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  shop: 'New order notice to the shop',
  paid: 'Mobile Money payment received',
};

function state(sms: OrderSms): { text: string; tone: string } {
  if (sms.deliveredAt)
    return { text: 'Delivered to the phone', tone: 'bg-green-soft text-green-dark' };
  if (sms.status === 'sent')
    return {
      text: sms.deliveryReport ? `Sent: ${sms.deliveryReport}` : 'Sent',
      tone: 'bg-green-soft text-green-dark',
    };
  if (sms.status === 'pending')
    return {
      text: sms.attempts > 0 ? 'Retrying' : 'Waiting to send',
      tone: 'bg-gold-soft text-[#7a5200]',
    };
  if (sms.status === 'skipped') return { text: 'Not sent', tone: 'bg-line/70 text-ink' };
  return { text: 'Refused by the gateway', tone: 'bg-red/10 text-red' };
}

export function OrderMessages({ orderId }: { orderId: string }) {
  const messages = useOrderMessages(orderId);
  return (
    <section
      aria-labelledby="order-sms"
      className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6"
    >
      <h2 id="order-sms" className="text-base font-bold">
        SMS
      </h2>
      {messages.isError ? (
        <p className="mt-3 text-sm text-red">The SMS could not be loaded.</p>
      ) : !messages.data ? (
        <Skeleton className="mt-3 h-24 rounded-xl" />
      ) : messages.data.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No SMS for this order.</p>
      ) : (
        <ol className="mt-3 grid gap-3">
          {messages.data.map((sms) => {
            const { text, tone } = state(sms);
            return (
              <li key={sms._id} className="rounded-xl bg-cream p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold">{REASONS[sms.reason] ?? sms.reason}</span>
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${tone}`}>
                    {text}
                  </span>
                </div>
                <p className="mt-1 text-muted">
                  To {displayPhone(sms.to)} · {formatDateTime(sms.sentAt ?? sms.createdAt)}
                </p>
                <p className="mt-2 break-words">{sms.text}</p>
                {sms.problem && sms.status !== 'sent' && (
                  <p className="mt-2 font-medium text-red">{sms.problem}</p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
