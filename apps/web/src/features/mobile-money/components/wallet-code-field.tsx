import {
  WALLET_CODE_DIGITS,
  WALLET_CODE_HINT,
  walletNeedsCode,
} from '@adepa/contract/wallet-codes';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { localPhone } from '../../../lib/phone-display';
import type { FieldProps } from '../../../lib/use-schema-form';
import { useSendWalletCode } from '../api/wallet-code';

type WalletCodeFieldProps = {
  /** The Mobile Money number as typed: the code goes to it. */
  wallet: string;
  code: FieldProps;
};

/**
 * A guest paying from a number other than the delivery phone shows it is theirs: the shop texts a
 * code to it, and the code goes with the order. Says where the code went, or the shop's reason
 * for not sending one (too many codes or SMS to that number, a number that gets no SMS).
 */
export function WalletCodeField({ wallet, code }: WalletCodeFieldProps) {
  const send = useSendWalletCode();
  // A code sent to another number (the shopper changed it since) says nothing about this one.
  const sent = send.data && !walletNeedsCode(wallet, [send.data.wallet]) ? send.data : undefined;
  return (
    <div className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-line">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="min-w-0 flex-1 basis-56 text-sm">{WALLET_CODE_HINT}.</p>
        <Button
          variant="secondary"
          disabled={send.isPending}
          onClick={() => send.mutate(wallet)}
          className="shrink-0"
        >
          {send.isPending ? 'Sending…' : sent ? 'Send a new code' : 'Send code'}
        </Button>
      </div>
      {sent && (
        <p role="status" className="text-sm font-semibold text-green">
          Code sent to {localPhone(sent.wallet)}. It works for {sent.minutes} minutes.
        </p>
      )}
      {send.isError && !send.isPending && (
        <p role="alert" className="text-sm font-semibold text-red">
          {send.error.message}
        </p>
      )}
      <div className="max-w-sm">
        <TextField
          {...code}
          label="Code from the SMS"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={WALLET_CODE_DIGITS}
          placeholder={`${WALLET_CODE_DIGITS} digits`}
        />
      </div>
    </div>
  );
}
