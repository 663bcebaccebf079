import { type Ref, type TextareaHTMLAttributes, useId } from 'react';

// A labelled multi-line input in the look of TextField (16 px text so phones do not zoom), with
// an optional live count against a maximum.

type TextareaFieldProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'className' | 'id' | 'value'
> & {
  label: string;
  value: string;
  error?: string;
  /** Shows "n / max" under the field. */
  max?: number;
  ref?: Ref<HTMLTextAreaElement>;
};

export function TextareaField({ label, error, max, value, ...textarea }: TextareaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const describedBy = [error && errorId, max && countId].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`mt-1.5 block w-full min-w-0 rounded-xl border bg-white px-4 py-3 text-base text-ink placeholder:text-muted focus-visible:outline-offset-0 ${
          error ? 'border-red' : 'border-field'
        }`}
        {...textarea}
      />
      <div className="mt-1.5 flex items-start gap-3">
        {error && (
          <p id={errorId} className="flex-1 text-sm font-medium text-red">
            {error}
          </p>
        )}
        {max && (
          <p
            id={countId}
            className={`ml-auto text-xs tabular-nums ${value.length > max ? 'text-red' : 'text-muted'}`}
          >
            {value.length} / {max}
          </p>
        )}
      </div>
    </div>
  );
}
