import type { AdminOrder } from '@adepa/contract/orders';
import { evatInvoiceSchema } from '@adepa/contract/receipts';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { showFailure } from '../../../lib/show-failure';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useWriteEvatInvoice } from '../api/order-api';

/**
 * The owner writes the number of the tax invoice GRA's E-VAT system issued for the order; the
 * receipt shows it. Empty clears it.
 */
export function EvatInvoiceForm({ order }: { order: AdminOrder }) {
  const form = useSchemaForm(evatInvoiceSchema, { evatInvoice: order.evatInvoice ?? '' });
  const write = useWriteEvatInvoice(order._id);
  const onSubmit = form.handleSubmit(({ evatInvoice }) =>
    write.mutate(evatInvoice, {
      onSuccess: () => toast.success('E-VAT invoice number saved'),
      onError: (error) => showFailure(error, form.setServerErrors),
    }),
  );
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="E-VAT invoice"
      className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6"
    >
      <TextField
        {...form.field('evatInvoice')}
        label="E-VAT invoice number"
        autoComplete="off"
        spellCheck={false}
      />
      <Button type="submit" variant="secondary" disabled={write.isPending} className="min-h-11">
        {write.isPending ? 'Saving...' : 'Save number'}
      </Button>
    </form>
  );
}
