import { arrivalText, arrivalWindow } from '@adepa/contract/arrival';
import { ghanaDay } from '@adepa/contract/tax';
import { useId } from 'react';
import type { FieldProps } from '../../../lib/use-schema-form';

// One region's delivery time (or the one to give every region): the first and the last working
// day after the order on which the parcel may come, and what a shopper ordering today is told.

type LeadTimeRowProps = {
  /** The region, or what the row is for ("Same time everywhere"). */
  label: string;
  min: FieldProps;
  max: FieldProps;
  holidays: readonly string[];
};

const days = (value: string) => (/^\d{1,2}$/.test(value.trim()) ? Number(value) : Number.NaN);

export function LeadTimeRow({ label, min, max, holidays }: LeadTimeRowProps) {
  const id = useId();
  const error = min.error ?? max.error;
  const lead = { min: days(min.value), max: days(max.value) };
  const valid = !error && lead.min >= 1 && lead.max >= lead.min;
  return (
    <fieldset className="grid gap-1.5" aria-describedby={`${id}-note`}>
      <legend className="text-sm font-semibold text-ink">{label}</legend>
      <div className="flex items-center gap-2 text-sm">
        <DaysInput field={min} label={`${label}: first day`} />
        <span>to</span>
        <DaysInput field={max} label={`${label}: last day`} />
        <span>working days</span>
      </div>
      <p id={`${id}-note`} className={`text-sm ${error ? 'font-medium text-red' : 'text-muted'}`}>
        {error ??
          (valid
            ? `Ordered today: ${arrivalText(arrivalWindow(ghanaDay(new Date()), lead, holidays))}`
            : '\u00a0')}
      </p>
    </fieldset>
  );
}

function DaysInput({ field, label }: { field: FieldProps; label: string }) {
  const { error, ...input } = field;
  return (
    <input
      {...input}
      aria-label={label}
      aria-invalid={error ? true : undefined}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={2}
      className={`block h-12 w-14 rounded-xl border bg-white px-3 text-center text-base text-ink ${error ? 'border-red' : 'border-field'}`}
    />
  );
}
