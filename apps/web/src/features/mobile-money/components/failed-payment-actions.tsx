import { mobileMoneyWalletSchema, type OrderPayment } from '@adepa/contract/payments';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { PhoneField } from '../../../components/ui/text-field';
import { displayPhone } from '../../../lib/phone-display';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { NetworkChoice } from './network-choice';

type FailedPaymentActionsProps = {
  payment: OrderPayment;
  /** An action is on its way: neither button sends another. */
  busy: boolean;
  onRetry: (wallet: z.output<typeof mobileMoneyWalletSchema>) => void;
  onPayOnDelivery: () => void;
};

/** After a failed payment: a new prompt (to the same wallet or another), or pay on delivery. */
export function FailedPaymentActions({
  payment,
  busy,
  onRetry,
  onPayOnDelivery,
}: FailedPaymentActionsProps) {
  // The wallet that was asked last, ready to be asked again or changed.
  const form = useSchemaForm(mobileMoneyWalletSchema, {
    network: payment.network ?? '',
    wallet: payment.wallet ? displayPhone(payment.wallet) : '',
  });
  const { ref: _radiosTakeNoRef, ...network } = form.field('network');
  return (
    <form noValidate onSubmit={form.handleSubmit(onRetry)} className="grid gap-4">
      <p className="text-sm">
        Send a new prompt, to this wallet or another, or pay when your order is delivered.
      </p>
      <NetworkChoice {...network} />
      <PhoneField
        {...form.field('wallet')}
        label="Mobile Money number"
        required
        hint="We send a new payment prompt to this number."
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={busy} className="min-h-12 sm:flex-1">
          {busy ? 'Please wait…' : 'Try again'}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={onPayOnDelivery}
          className="min-h-12 sm:flex-1"
        >
          Pay on delivery instead
        </Button>
      </div>
    </form>
  );
}
