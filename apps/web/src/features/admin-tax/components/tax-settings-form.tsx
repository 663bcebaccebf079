import type { TaxSettings } from '@adepa/contract/tax';
import { type TaxSettingsInput, taxSettingsSchema } from '@adepa/contract/tax-settings';
import { useState } from 'react';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SaveBar } from '../../../components/ui/save-bar';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { failureText } from '../../../lib/failure-text';
import { type FormSchema, useSchemaForm } from '../../../lib/use-schema-form';
import { useSaveTaxSettings } from '../api/tax-api';

// Whether the shop is VAT-registered, its TIN, from which day, and whether delivery is taxed.
// Orders placed from then on follow it; orders placed before keep the tax they were placed with.

type Values = { registered: boolean; tin: string; from: string; deliveryTaxable: boolean };

const valuesOf = (settings: TaxSettings): Values => ({
  registered: settings.registered,
  tin: settings.tin ?? '',
  from: settings.from ?? '',
  deliveryTaxable: settings.deliveryTaxable,
});

const bodyOf = (values: Values): TaxSettingsInput => ({
  registered: values.registered,
  tin: values.tin.trim() || null,
  from: values.from || null,
  deliveryTaxable: values.deliveryTaxable,
});

const schema: FormSchema<TaxSettings> = {
  safeParse: (input) => taxSettingsSchema.safeParse(bodyOf(input as Values)),
};

export function TaxSettingsForm({ settings }: { settings: TaxSettings }) {
  const form = useSchemaForm(schema, valuesOf(settings));
  const save = useSaveTaxSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const { registered, deliveryTaxable } = form.values;

  const onSubmit = form.handleSubmit((body) => {
    setFailure(null);
    save.mutate(body, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        toast.success('VAT registration saved');
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setServerErrors(error.fields);
        setFailure(failureText(error));
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="VAT registration" className="grid gap-6">
      <section className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6">
        <div>
          <h2 className="text-base font-bold">VAT registration</h2>
          <p className="mt-1 text-sm text-muted">
            Prices already include their tax. Registered, each order and receipt shows the VAT
            (15%), NHIL (2.5%) and GETFund (2.5%) its total includes, with your TIN.
          </p>
        </div>
        <CheckboxField
          checked={registered}
          onChange={(value) => form.set({ registered: value })}
          label="The shop is registered for VAT"
        />
        {registered && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              {...form.field('tin')}
              label="TIN"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              placeholder="C0012345678"
            />
            <TextField {...form.field('from')} type="date" label="Registered from" />
          </div>
        )}
        <CheckboxField
          checked={deliveryTaxable}
          onChange={(value) => form.set({ deliveryTaxable: value })}
          label="Delivery fees are part of the taxable value"
          hint="Leave this on unless your accountant says otherwise."
        />
      </section>
      <SaveBar text="Save VAT Registration" busy={save.isPending} failure={failure} />
    </form>
  );
}
