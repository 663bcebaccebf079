import { type Ref, type SelectHTMLAttributes, useId } from 'react';
import { ChevronDownIcon } from './icons';
import { RequiredMark } from './text-field';

// A labelled native select in the look of TextField: 48 px tall, 16 px text, its error under it.
// Native, so phones show their own picker and every key works.

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'id'> & {
  label: string;
  /** The first, empty choice ("Choose your region"). */
  placeholder: string;
  options: readonly string[];
  /** What a choice reads as, when its value is not for reading (awaiting_payment). */
  optionLabel?: (option: string) => string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({
  label,
  placeholder,
  options,
  optionLabel = (option) => option,
  error,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {select.required && <RequiredMark />}
      </label>
      <span className="relative mt-1.5 block">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`h-12 w-full appearance-none rounded-xl border bg-white pr-10 pl-4 text-base text-ink focus-visible:outline-offset-0 ${
            error ? 'border-red' : 'border-field'
          }`}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted" />
      </span>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red">
          {error}
        </p>
      )}
    </div>
  );
}
