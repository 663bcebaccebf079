import { type DeliveryPricing, deliveryPricingSchema } from '@adepa/contract/delivery';
import { GHANA_REGIONS, type GhanaRegion } from '@adepa/contract/order-options';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SaveBar } from '../../../components/ui/save-bar';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { failureText } from '../../../lib/failure-text';
import { type FieldProps, type FormSchema, useSchemaForm } from '../../../lib/use-schema-form';
import { useSaveDeliveryPricing } from '../api/save-delivery-pricing';

// The owner's delivery fees: one per region, and the amount above which delivery is free (or
// never free). Saved together; orders placed from then on pay the new fees, and a shopper whose
// checkout showed an old fee is told before their order is placed.

// The form's values are texts, one per field ("fees.Volta", as the api names a wrong fee); the
// schema checks them as the amounts the api takes.
type FeeName = `fees.${GhanaRegion}`;
type Values = Record<FeeName, string> & {
  offerFree: boolean;
  freeAbove: string;
  /** The "same fee everywhere" box: a helper, not saved. */
  everywhere: string;
};

const feeName = (region: GhanaRegion): FeeName => `fees.${region}`;
const text = (cedi: number) => cedi.toFixed(2);
const amount = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
const fees = (fee: (region: GhanaRegion) => string) =>
  Object.fromEntries(GHANA_REGIONS.map((r) => [feeName(r), fee(r)])) as Record<FeeName, string>;

function valuesOf(pricing: DeliveryPricing, everywhere = ''): Values {
  return {
    ...fees((region) => text(pricing.fees[region])),
    offerFree: pricing.freeAbove !== null,
    freeAbove: text(pricing.freeAbove ?? 100),
    everywhere,
  };
}

const pricingSchema: FormSchema<DeliveryPricing> = {
  safeParse: (input) => {
    const values = input as Values;
    return deliveryPricingSchema.safeParse({
      fees: Object.fromEntries(GHANA_REGIONS.map((r) => [r, amount(values[feeName(r)])])),
      freeAbove: values.offerFree ? amount(values.freeAbove) : null,
    });
  },
};

export function DeliveryFeesForm({ pricing }: { pricing: DeliveryPricing }) {
  const form = useSchemaForm(pricingSchema, valuesOf(pricing));
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveDeliveryPricing();
  const everywhere = form.values.everywhere;

  const onSubmit = form.handleSubmit((next) => {
    setFailure(null);
    save.mutate(next, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved, everywhere));
        toast.success('Delivery fees saved');
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setServerErrors(error.fields);
        setFailure(failureText(error));
      },
    });
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Delivery fees"
      className="grid max-w-3xl gap-6"
    >
      <section className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6">
        <h2 className="text-base font-bold">Free delivery</h2>
        <label className="flex min-h-11 items-center gap-3 font-medium">
          <input
            type="checkbox"
            className="size-5 accent-green"
            checked={form.values.offerFree}
            onChange={(e) => form.set({ offerFree: e.target.checked })}
          />
          Deliver for free when the items come to more than an amount
        </label>
        {form.values.offerFree && (
          <CediField {...form.field('freeAbove')} label="Free delivery above" set={form.set} />
        )}
      </section>

      <section className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6">
        <div>
          <h2 className="text-base font-bold">Fee for each region</h2>
          <p className="mt-1 text-sm text-muted">
            Shoppers see the fee of their region in the cart and at checkout, and pay it on
            delivery.
          </p>
        </div>
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1 sm:max-w-56">
            <CediField {...form.field('everywhere')} label="Same fee everywhere" set={form.set} />
          </div>
          <Button
            type="button"
            variant="secondary"
            className="min-h-12"
            disabled={everywhere.trim() === ''}
            onClick={() => form.set(fees(() => everywhere))}
          >
            Apply to all
          </Button>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {GHANA_REGIONS.map((region) => (
            <CediField
              key={region}
              {...form.field(feeName(region))}
              label={region}
              set={form.set}
            />
          ))}
        </div>
      </section>
      <SaveBar text="Save delivery fees" busy={save.isPending} failure={failure} />
    </form>
  );
}

type CediFieldProps = FieldProps & {
  label: string;
  set: (patch: Partial<Values>) => void;
};

/** An amount in cedi: a typed "₵", comma or space is dropped as it is typed. */
function CediField({ label, set, ...field }: CediFieldProps) {
  return (
    <TextField
      {...field}
      label={`${label} (₵)`}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      onChange={(e) => set({ [field.name]: e.target.value.replace(/[₵,\s]/g, '') })}
    />
  );
}
