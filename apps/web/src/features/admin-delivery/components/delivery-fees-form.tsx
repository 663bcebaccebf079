import { type DeliveryPricing, deliveryPricingSchema } from '@adepa/contract/delivery';
import { GHANA_REGIONS, type GhanaRegion } from '@adepa/contract/order-options';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormFailure, SaveBar } from '../../../components/ui/save-bar';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useSaveDeliveryPricing } from '../api/save-delivery-pricing';

// The owner's delivery fees: one per region, and the amount above which delivery is free (or
// never free). Saved together; orders placed from then on pay the new fees, and a shopper whose
// checkout showed an old fee is told before their order is placed.

type Draft = { fees: Record<GhanaRegion, string>; freeAbove: string; offerFree: boolean };

const text = (cedi: number) => cedi.toFixed(2);
const amount = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

function draftOf(pricing: DeliveryPricing): Draft {
  return {
    fees: Object.fromEntries(GHANA_REGIONS.map((r) => [r, text(pricing.fees[r])])) as Draft['fees'],
    freeAbove: text(pricing.freeAbove ?? 100),
    offerFree: pricing.freeAbove !== null,
  };
}

function pricingOf(draft: Draft) {
  return {
    fees: Object.fromEntries(GHANA_REGIONS.map((r) => [r, amount(draft.fees[r])])),
    freeAbove: draft.offerFree ? amount(draft.freeAbove) : null,
  };
}

export function DeliveryFeesForm({ pricing }: { pricing: DeliveryPricing }) {
  const [draft, setDraft] = useState(() => draftOf(pricing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [everywhere, setEverywhere] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveDeliveryPricing();

  const setFee = (region: GhanaRegion, value: string) =>
    setDraft((d) => ({ ...d, fees: { ...d.fees, [region]: value } }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = deliveryPricingSchema.safeParse(pricingOf(draft));
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]).reverse()),
      );
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        toast.success('Delivery fees saved');
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fields);
        setFailure(
          error instanceof ApiError ? error.message : 'Something went wrong, please try again',
        );
      },
    });
  }

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
            checked={draft.offerFree}
            onChange={(e) => setDraft((d) => ({ ...d, offerFree: e.target.checked }))}
          />
          Deliver for free when the items come to more than an amount
        </label>
        {draft.offerFree && (
          <CediField
            label="Free delivery above"
            value={draft.freeAbove}
            error={errors.freeAbove}
            onChange={(value) => setDraft((d) => ({ ...d, freeAbove: value }))}
          />
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
            <CediField label="Same fee everywhere" value={everywhere} onChange={setEverywhere} />
          </div>
          <Button
            type="button"
            variant="secondary"
            className="min-h-12"
            disabled={everywhere.trim() === ''}
            onClick={() =>
              setDraft((d) => ({
                ...d,
                fees: Object.fromEntries(
                  GHANA_REGIONS.map((r) => [r, everywhere]),
                ) as Draft['fees'],
              }))
            }
          >
            Apply to all
          </Button>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {GHANA_REGIONS.map((region) => (
            <CediField
              key={region}
              label={region}
              value={draft.fees[region]}
              error={errors[`fees.${region}`]}
              onChange={(value) => setFee(region, value)}
            />
          ))}
        </div>
      </section>
      <FormFailure message={failure} />
      <SaveBar text="Save delivery fees" busyText="Saving..." busy={save.isPending} />
    </form>
  );
}

type CediFieldProps = {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
};

function CediField({ label, value, error, onChange }: CediFieldProps) {
  return (
    <TextField
      label={`${label} (₵)`}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value.replace(/[₵,\s]/g, ''))}
    />
  );
}
