import { formatCedi } from '@adepa/contract/money';
import { type AdminOrderPayment, MOBILE_MONEY_NETWORK_NAMES } from '@adepa/contract/payments';
import { formatDateTime } from '../../../lib/dates';
import { displayPhone } from '../../../lib/phone-display';
import { chargeState } from '../payment-words';
import { PaymentReference } from './payment-reference';
import { toneClasses } from './payment-tones';

// Each Mobile Money charge asked of the gateway, newest as the api lists them: the network, the
// wallet, the amount, what became of it and the gateway's own words. The reference is in a mono
// font and selectable whole: it is what the owner searches for on Paystack's dashboard.

export function PaymentCharges({ payment }: { payment: AdminOrderPayment }) {
  return (
    <div>
      <h3 className="text-sm font-bold">Charges</h3>
      <ol className="mt-2 grid gap-2">
        {payment.charges.map((charge) => {
          const { text, tone } = chargeState(charge.state);
          return (
            <li key={charge.reference} className="rounded-xl bg-cream p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">
                  {MOBILE_MONEY_NETWORK_NAMES[charge.network]} · {formatCedi(charge.amount)}
                </span>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${toneClasses[tone]}`}
                >
                  {text}
                </span>
              </div>
              <p className="mt-1 text-muted">
                From {displayPhone(charge.wallet)} · {formatDateTime(charge.createdAt)}
              </p>
              <PaymentReference reference={charge.reference}>
                {payment.paidBy === charge.reference && (
                  <span className="rounded-full bg-green-soft px-2 py-0.5 text-xs font-bold text-green-dark">
                    Paid the order
                  </span>
                )}
              </PaymentReference>
              {charge.message && (
                <p className={`mt-1 break-words ${tone === 'bad' ? 'text-red' : 'text-muted'}`}>
                  Paystack: “{charge.message}”
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
