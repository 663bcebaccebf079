import { formatCedi } from '@adepa/contract/money';
import { PAYMENT_HOLD_MINUTES } from '@adepa/contract/order-options';
import { walletNeedsCode } from '@adepa/contract/wallet-codes';
import { PhoneField } from '../../../components/ui/text-field';
import type { FieldProps } from '../../../lib/use-schema-form';
import { NetworkChoice } from './network-choice';
import { WalletCodeField } from './wallet-code-field';

type MobileMoneyFieldsProps = {
  network: FieldProps;
  wallet: FieldProps;
  /** The code texted to the wallet, asked of a guest whose wallet is not the delivery phone. */
  walletCode: FieldProps;
  /** The delivery phone as typed; null for a signed-in shopper, who is never asked for a code. */
  phone: string | null;
  /** What the wallet will be charged: the Order Summary's total, once a region is chosen. */
  total: number | undefined;
};

/**
 * Checkout's Mobile Money details, shown once the shopper chooses to pay now: the network, the
 * wallet's number (the delivery phone unless changed), for a guest paying from another number the
 * code texted to it, and the total the prompt will ask for.
 */
export function MobileMoneyFields({
  network,
  wallet,
  walletCode,
  phone,
  total,
}: MobileMoneyFieldsProps) {
  const { ref: _radiosTakeNoRef, ...networkProps } = network;
  const codeNeeded = phone !== null && walletNeedsCode(wallet.value, [phone]);
  return (
    <div className="grid gap-5 rounded-xl bg-cream p-4 ring-1 ring-line sm:p-5">
      <NetworkChoice {...networkProps} />
      <PhoneField
        {...wallet}
        label="Mobile Money number"
        required
        placeholder="024 455 0123"
        hint="We send the payment prompt to this number. It is your delivery phone unless you change it."
      />
      {codeNeeded && <WalletCodeField wallet={wallet.value} code={walletCode} />}
      <div className="rounded-xl bg-white px-4 py-3 ring-1 ring-line">
        {total === undefined ? (
          <p className="text-sm">
            Choose your region in Delivery Details: the total to pay includes its delivery fee.
          </p>
        ) : (
          <p className="flex items-baseline justify-between gap-3 font-bold">
            <span>To pay now</span>
            <span className="text-lg">{formatCedi(total)}</span>
          </p>
        )}
        <p className="mt-1 text-sm text-muted">
          After you place the order, approve the prompt on your phone. We keep your items for{' '}
          {PAYMENT_HOLD_MINUTES} minutes while you pay.
        </p>
      </div>
    </div>
  );
}
