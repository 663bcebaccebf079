import { type Ref, useId } from 'react';

// The sizes (or colours) of a product as buttons that are native radios in a radiogroup: one
// name, so the arrow keys move through them, and they work in the server's page before any script
// runs. Each radio covers its whole button (44 px tall at least) and draws the focus ring itself.
// A sold-out one is shown, disabled, its name saying so ("L - sold out").

type OptionGroupProps = {
  legend: string;
  values: readonly string[];
  soldOut: ReadonlySet<string>;
  chosen: string;
  onChoose: (value: string) => void;
  error?: string;
  ref?: Ref<HTMLDivElement>;
};

export function OptionGroup({
  legend,
  values,
  soldOut,
  chosen,
  onChoose,
  error,
  ref,
}: OptionGroupProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <div
      ref={ref}
      role="radiogroup"
      aria-labelledby={`${name}-legend`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className="min-w-0"
    >
      <p id={`${name}-legend`} className="text-sm font-semibold text-ink">
        {legend}
      </p>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {values.map((value) => {
          const out = soldOut.has(value);
          return (
            <label
              key={value}
              className={`relative inline-flex min-h-11 min-w-12 items-center justify-center rounded-xl border-2 bg-white px-3 text-sm font-semibold text-ink has-checked:border-green has-checked:bg-green-soft has-disabled:border-dashed has-disabled:border-line has-disabled:bg-cream has-disabled:font-medium has-disabled:text-muted ${error ? 'border-red' : 'border-field'}`}
            >
              <input
                type="radio"
                name={name}
                value={value}
                checked={chosen === value}
                disabled={out}
                onChange={() => onChoose(value)}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-[10px] disabled:cursor-not-allowed"
              />
              <span>{value}</span>
              {out && <span className="whitespace-pre text-xs">{' - sold out'}</span>}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red">
          {error}
        </p>
      )}
    </div>
  );
}
