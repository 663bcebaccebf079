import { useId } from 'react';

// The switch between stock shared by all sizes and colours and stock counted for each. A native
// checkbox with the switch role, drawn as a track and knob: every key and screen reader knows it.

type PerVariantSwitchProps = { on: boolean; onChange: (on: boolean) => void };

export function PerVariantSwitch({ on, onChange }: PerVariantSwitchProps) {
  const hintId = useId();
  return (
    <div>
      <label className="flex min-h-12 cursor-pointer items-center justify-between gap-4 font-semibold">
        Count stock per size and colour
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-checked={on}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
          className="relative h-8 w-14 shrink-0 cursor-pointer appearance-none rounded-full bg-field transition-colors before:absolute before:top-1 before:left-1 before:size-6 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-green checked:before:translate-x-6"
        />
      </label>
      <p id={hintId} className="mt-1 text-sm text-muted">
        {on
          ? "Each size and colour has its own stock; the product's stock is their total."
          : 'All sizes and colours are sold from one stock figure.'}
      </p>
    </div>
  );
}
