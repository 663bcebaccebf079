import { type Ref, useId } from 'react';
import { ChevronDownIcon } from '../../../components/ui/icons';

type OptionSelectProps = {
  label: string;
  placeholder: string;
  options: readonly string[];
  value: string;
  error?: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled native select (colour, size) with its error under it. */
export function OptionSelect({
  label,
  placeholder,
  options,
  value,
  error,
  onChange,
  ref,
}: OptionSelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <span className="relative mt-1.5 block">
        <select
          ref={ref}
          id={id}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          className={`h-12 w-full appearance-none rounded-xl border bg-white pr-10 pl-4 text-base text-ink ${
            error ? 'border-red' : 'border-field'
          }`}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
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
