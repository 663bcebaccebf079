import { voucherSchema } from '@adepa/contract/payments';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useSchemaForm } from '../../../lib/use-schema-form';

type VoucherFormProps = { busy: boolean; onVoucher: (voucher: string) => void };

/** Telecel Cash's voucher, typed back in from the phone. */
export function VoucherForm({ busy, onVoucher }: VoucherFormProps) {
  const form = useSchemaForm(voucherSchema, { voucher: '' });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ voucher }) => onVoucher(voucher))}
      className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
    >
      <TextField
        {...form.field('voucher')}
        label="Voucher"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="The digits from your phone"
      />
      <Button type="submit" disabled={busy} className="min-h-12 sm:mt-6.5">
        {busy ? 'Sending…' : 'Pay with this voucher'}
      </Button>
    </form>
  );
}
