import { type DeliveryPricing, deliveryPricingReplySchema } from '@adepa/contract/delivery';
import { GHANA_REGIONS, type GhanaRegion } from '@adepa/contract/order-options';
import { useState } from 'react';
import { SaveBar } from '../../../components/ui/save-bar';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { failureText } from '../../../lib/failure-text';
import { type FieldProps, type FormSchema, useSchemaForm } from '../../../lib/use-schema-form';
import { useSaveDeliveryPricing } from '../api/save-delivery-pricing';
import { HolidaysField } from './holidays-field';
import { LeadTimeRow } from './lead-time-row';
import { ApplyToAll, SettingsSection } from './settings-section';

// The owner's delivery fees: one per region, and the amount above which delivery is free (or
// never free); how many working days each region's parcels take, and the shop's holidays. Saved
// together; orders placed from then on pay the new fees and are promised the new dates, and a
// shopper whose checkout showed an old fee is told before their order is placed.

// The form's values are texts, one per field, named as the api names a wrong one ("fees.Volta",
// "leadTimes.Volta.max"); the schema checks them as the numbers the api takes.
type FeeName = `fees.${GhanaRegion}`;
type LeadName = `leadTimes.${GhanaRegion}.${'min' | 'max'}`;
type Values = Record<FeeName | LeadName, string> & {
  offerFree: boolean;
  freeAbove: string;
  /** The "same fee everywhere" and "same time everywhere" boxes: helpers, not saved. */
  everywhere: string;
  firstEverywhere: string;
  lastEverywhere: string;
  holidays: string[];
};

const feeName = (region: GhanaRegion): FeeName => `fees.${region}`;
const leadName = (region: GhanaRegion, end: 'min' | 'max'): LeadName =>
  `leadTimes.${region}.${end}`;
const text = (cedi: number) => cedi.toFixed(2);
const amount = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
const regionFields = <K extends string>(value: (region: GhanaRegion) => [K, unknown][]) =>
  Object.fromEntries(GHANA_REGIONS.flatMap(value)) as Record<K, string>;
const fees = (fee: (region: GhanaRegion) => string) =>
  regionFields((region) => [[feeName(region), fee(region)]]);

type Helpers = Pick<Values, 'everywhere' | 'firstEverywhere' | 'lastEverywhere'>;
const noHelpers: Helpers = { everywhere: '', firstEverywhere: '', lastEverywhere: '' };

function valuesOf(pricing: DeliveryPricing, helpers = noHelpers): Values {
  return {
    ...fees((region) => text(pricing.fees[region])),
    ...regionFields((region) => [
      [leadName(region, 'min'), String(pricing.leadTimes[region].min)],
      [leadName(region, 'max'), String(pricing.leadTimes[region].max)],
    ]),
    offerFree: pricing.freeAbove !== null,
    freeAbove: text(pricing.freeAbove ?? 100),
    ...helpers,
    holidays: pricing.holidays,
  };
}

const pricingSchema: FormSchema<DeliveryPricing> = {
  safeParse: (input) => {
    const values = input as Values;
    const lead = (region: GhanaRegion) => ({
      min: amount(values[leadName(region, 'min')]),
      max: amount(values[leadName(region, 'max')]),
    });
    return deliveryPricingReplySchema.safeParse({
      fees: Object.fromEntries(GHANA_REGIONS.map((r) => [r, amount(values[feeName(r)])])),
      freeAbove: values.offerFree ? amount(values.freeAbove) : null,
      leadTimes: Object.fromEntries(GHANA_REGIONS.map((r) => [r, lead(r)])),
      holidays: values.holidays,
    });
  },
};

export function DeliveryFeesForm({ pricing }: { pricing: DeliveryPricing }) {
  const form = useSchemaForm(pricingSchema, valuesOf(pricing));
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveDeliveryPricing();
  const { everywhere, firstEverywhere, lastEverywhere } = form.values;

  const onSubmit = form.handleSubmit((next) => {
    setFailure(null);
    save.mutate(next, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved, { everywhere, firstEverywhere, lastEverywhere }));
        toast.success('Delivery settings saved');
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
      <SettingsSection title="Free delivery">
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
      </SettingsSection>

      <SettingsSection
        title="Fee for each region"
        hint="Shoppers see the fee of their region in the cart and at checkout, and pay it on delivery."
      >
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1 sm:max-w-56">
            <CediField {...form.field('everywhere')} label="Same fee everywhere" set={form.set} />
          </div>
          <ApplyToAll
            disabled={everywhere.trim() === ''}
            onApply={() => form.set(fees(() => everywhere))}
          />
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
      </SettingsSection>

      <SettingsSection
        title="Delivery time for each region"
        hint="Working days after the day of the order, Monday to Saturday. The cart, the checkout and the order's SMS give the shopper the dates."
      >
        <div className="flex flex-wrap items-start gap-x-2 gap-y-1">
          <LeadTimeRow
            label="Same time everywhere"
            min={form.field('firstEverywhere')}
            max={form.field('lastEverywhere')}
            holidays={form.values.holidays}
          />
          <ApplyToAll
            className="mt-6"
            disabled={!/^\d{1,2}$/.test(firstEverywhere) || !/^\d{1,2}$/.test(lastEverywhere)}
            onApply={() =>
              form.set(
                regionFields((region) => [
                  [leadName(region, 'min'), firstEverywhere],
                  [leadName(region, 'max'), lastEverywhere],
                ]),
              )
            }
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {GHANA_REGIONS.map((region) => (
            <LeadTimeRow
              key={region}
              label={region}
              min={form.field(leadName(region, 'min'))}
              max={form.field(leadName(region, 'max'))}
              holidays={form.values.holidays}
            />
          ))}
        </div>
      </SettingsSection>

      <SettingsSection
        title="Holidays"
        hint="Nothing is delivered on Sundays or on these days, so no date promised falls on them. Days gone by drop off the list when you save."
      >
        <HolidaysField {...form.list('holidays')} />
      </SettingsSection>
      <SaveBar text="Save delivery settings" busy={save.isPending} failure={failure} />
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
