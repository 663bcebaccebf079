import { formatCedi } from '@adepa/contract/money';
import type { Refund } from '@adepa/contract/payments';
import { mayDo } from '@adepa/contract/staff-actions';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { formatDateTime } from '../../../lib/dates';
import { displayPhone } from '../../../lib/phone-display';
import { useStaffRole } from '../../../lib/session';
import { shop } from '../../../lib/shop-settings';
import { useRecordRefund } from '../api/order-api';
import { canStartRefund, refundAdvice, refundHeading, refundReason } from '../payment-words';
import { PaymentReference } from './payment-reference';

// One refund, where it stands in words, and, while the owner may start it (owed, or failed at
// Paystack), its two ways out: the shop asks Paystack to send the money back now, or the owner says
// they already did it by hand on Paystack's dashboard (the only way when the shop has no gateway
// key: the shop settings' mobileMoney). Both ask first: neither can be taken back, and a refund
// marked made by mistake would never reach the shopper. While Paystack makes it, or waits for the
// owner on its dashboard, there is no button: a second refund would pay the shopper twice.

const CARD_TONES = {
  bad: { card: 'bg-red/5 ring-2 ring-red/40', title: 'text-red' },
  waiting: { card: 'bg-gold-soft/60 ring-1 ring-gold/50', title: 'text-[#7a5200]' },
  good: { card: 'bg-green-soft', title: 'text-green-dark' },
} as const;

export function RefundCard({
  refund,
  wallet,
  about,
}: {
  refund: Refund;
  /** The wallet the money came from, when known. */
  wallet?: string | null;
  /** What the refund belongs to (its order, on the list of refunds). */
  about?: ReactNode;
}) {
  const record = useRecordRefund();
  const [confirmDialog, confirm] = useConfirm();
  const { text, tone } = refundHeading(refund);
  const role = useStaffRole();
  // Only the owner makes refunds: a desk sees where each stands.
  const startable = canStartRefund(refund) && mayDo(role, 'makeRefunds');
  const advice = refundAdvice(refund);
  const busy = record.isPending;

  async function onRefund(how: 'gateway' | 'dashboard') {
    const amount = formatCedi(refund.amount);
    const asked =
      how === 'gateway'
        ? await confirm(`Refund ${amount} to the shopper through Paystack?`, 'Yes, refund')
        : await confirm(
            `Have you refunded ${amount} on the Paystack dashboard?`,
            'Yes, I refunded it',
          );
    if (!asked) return;
    record.mutate(
      { refundId: refund._id, how },
      {
        onSuccess: ({ refund: now }) =>
          toast.success(
            how === 'dashboard'
              ? 'Refund recorded'
              : now.state === 'refunded'
                ? 'Refunded through Paystack'
                : 'Paystack is making the refund',
          ),
        onError: (error) => toast.error(error.message),
      },
    );
  }

  const whereWhen = [
    wallet && `To ${displayPhone(wallet)}`,
    refund.state !== 'refunded' && `Owed since ${formatDateTime(refund.createdAt)}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className={`rounded-xl p-3 text-sm ${CARD_TONES[tone].card}`}>
      {about}
      <p className={`font-bold ${CARD_TONES[tone].title}`}>{text}</p>
      <p className="mt-1">
        {refundReason(refund.reason)}
        {refund.state === 'refunded' && ` · ${formatCedi(refund.amount)}`}
      </p>
      {advice && <p className="mt-1 font-medium">{advice}</p>}
      {refund.message && refund.state !== 'refunded' && (
        <p className="mt-1 text-muted">Paystack said: {refund.message}</p>
      )}
      {refund.gatewayStatus && refund.state !== 'refunded' && (
        <p className="mt-1 text-muted">Paystack's word: {refund.gatewayStatus}</p>
      )}
      <PaymentReference reference={refund.reference} />
      {whereWhen && <p className="mt-1 text-muted">{whereWhen}</p>}
      {startable && !shop.mobileMoney && (
        <p className="mt-2 font-medium">
          The shop has no Paystack key now: refund it on the Paystack dashboard, then say so here.
        </p>
      )}
      {startable && (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {shop.mobileMoney && (
            <Button disabled={busy} onClick={() => void onRefund('gateway')}>
              {busy && record.variables?.how === 'gateway'
                ? 'Refunding…'
                : refund.state === 'failed'
                  ? 'Try again through Paystack'
                  : 'Refund through Paystack'}
            </Button>
          )}
          <Button variant="secondary" disabled={busy} onClick={() => void onRefund('dashboard')}>
            {busy && record.variables?.how === 'dashboard'
              ? 'Recording…'
              : 'I refunded it on the Paystack dashboard'}
          </Button>
        </div>
      )}
      {confirmDialog}
    </li>
  );
}
