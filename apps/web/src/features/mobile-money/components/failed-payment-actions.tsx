import { type OrderPayment, walletFormSchema } from '@adepa/contract/payments';
import { walletNeedsCode } from '@adepa/contract/wallet-codes';
import { useMemo } from 'react';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { PhoneField } from '../../../components/ui/text-field';
import { displayPhone } from '../../../lib/phone-display';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { NetworkChoice } from './network-choice';
import { WalletCodeField } from './wallet-code-field';

type FailedPaymentActionsProps = {
  payment: OrderPayment;
  /** An action is on its way: neither button sends another. */
  busy: boolean;
  onRetry: (wallet: z.output<ReturnType<typeof walletFormSchema>>) => void;
  onPayOnDelivery: () => void;
};

/**
 * After a failed payment: a new prompt (to the same wallet or another), or pay on delivery. A
 * guest's prompt to a number that is neither the order's phone nor a wallet tried before needs the
 * code the shop texts to it.
 */
export function FailedPaymentActions({
  payment,
  busy,
  onRetry,
  onPayOnDelivery,
}: FailedPaymentActionsProps) {
  const free = payment.walletsWithoutCode;
  const schema = useMemo(() => walletFormSchema(free), [free]);
  // The wallet that was asked last, ready to be asked again or changed.
  const form = useSchemaForm(schema, {
    network: payment.network ?? '',
    wallet: payment.wallet ? displayPhone(payment.wallet) : '',
    walletCode: '',
  });
  const { ref: _radiosTakeNoRef, ...network } = form.field('network');
  const wallet = form.field('wallet');
  const codeNeeded = free !== null && walletNeedsCode(wallet.value, free);
  return (
    <form noValidate onSubmit={form.handleSubmit(onRetry)} className="grid gap-4">
      <p className="text-sm">
        Send a new prompt, to this wallet or another, or pay when your order is delivered.
      </p>
      <NetworkChoice {...network} />
      <PhoneField
        {...wallet}
        label="Mobile Money number"
        required
        hint="We send a new payment prompt to this number."
      />
      {codeNeeded && <WalletCodeField wallet={wallet.value} code={form.field('walletCode')} />}
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
