import { type InputHTMLAttributes, useId } from 'react';

// An input that fits in a table cell or a phone card: named by `label` for assistive technology
// (the column header names it for the eye), its error right under it.

export type CellInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> & {
  label: string;
  error?: string;
};

export function CellInput({ label, error, ...input }: CellInputProps) {
  const id = useId();
  return (
    <div className="min-w-40">
      <input
        id={id}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`block h-11 w-full min-w-0 rounded-lg border bg-white px-3 text-base font-normal text-ink focus-visible:outline-offset-0 ${
          error ? 'border-red' : 'border-field'
        }`}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red">
          {error}
        </p>
      )}
    </div>
  );
}
