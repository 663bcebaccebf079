import { formatCedi } from '@adepa/contract/money';
import type { AdminOrderPayment, Refund } from '@adepa/contract/payments';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { formatDateTime } from '../../../lib/dates';
import { displayPhone } from '../../../lib/phone-display';
import { shop } from '../../../lib/shop-settings';
import { useRecordRefund } from '../api/order-api';
import { refundReason, refundState } from '../payment-words';
import { PaymentReference } from './payment-reference';

// Money that came in and must go back to the shopper. An owed refund stands out in red with its
// two ways out: the shop asks Paystack to send it back now, or the owner says they already did it
// by hand on Paystack's dashboard (the only way when the shop has no gateway key: the shop
// settings' mobileMoney). Both ask first: neither can be taken back, and a refund marked
// made by mistake would never reach the shopper.

export function PaymentRefunds({ payment }: { payment: AdminOrderPayment }) {
  const record = useRecordRefund();
  const [confirmDialog, confirm] = useConfirm();

  async function onRefund(refund: Refund, how: 'gateway' | 'dashboard') {
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
        onSuccess: () =>
          toast.success(how === 'gateway' ? 'Refunded through Paystack' : 'Refund recorded'),
        onError: (error) => toast.error(error.message),
      },
    );
  }

  return (
    <div>
      <h3 className="text-sm font-bold">Refunds</h3>
      <ol className="mt-2 grid gap-2">
        {payment.refunds.map((refund) => {
          const owed = refund.state === 'owed';
          const busy = record.isPending && record.variables?.refundId === refund._id;
          const charge = payment.charges.find((c) => c.reference === refund.reference);
          const whereWhen = [
            charge && `To ${displayPhone(charge.wallet)}`,
            owed && `Owed since ${formatDateTime(refund.createdAt)}`,
          ]
            .filter(Boolean)
            .join(' · ');
          return (
            <li
              key={refund._id}
              className={`rounded-xl p-3 text-sm ${owed ? 'bg-red/5 ring-2 ring-red/40' : 'bg-green-soft'}`}
            >
              <p className={`font-bold ${owed ? 'text-red' : 'text-green-dark'}`}>
                {owed ? `Refund owed: ${formatCedi(refund.amount)}` : refundState(refund)}
              </p>
              <p className="mt-1">
                {refundReason(refund.reason)}
                {!owed && ` · ${formatCedi(refund.amount)}`}
              </p>
              <PaymentReference reference={refund.reference} />
              {whereWhen && <p className="mt-1 text-muted">{whereWhen}</p>}
              {owed && !shop.mobileMoney && (
                <p className="mt-2 font-medium">
                  The shop has no Paystack key now: refund it on the Paystack dashboard, then say so
                  here.
                </p>
              )}
              {owed && (
                <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                  {shop.mobileMoney && (
                    <Button
                      disabled={record.isPending}
                      onClick={() => void onRefund(refund, 'gateway')}
                    >
                      {busy && record.variables?.how === 'gateway'
                        ? 'Refunding…'
                        : 'Refund through Paystack'}
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    disabled={record.isPending}
                    onClick={() => void onRefund(refund, 'dashboard')}
                  >
                    {busy && record.variables?.how === 'dashboard'
                      ? 'Recording…'
                      : 'I refunded it on the Paystack dashboard'}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {confirmDialog}
    </div>
  );
}
