import { QTY_OUT_OF_STOCK } from '@adepa/contract/messages';
import { useId } from 'react';
import { MinusIcon, PlusIcon } from '../../../components/ui/control-icons';
import { toast } from '../../../components/ui/toast';

type QuantityStepperProps = { value: number; stock: number; onChange: (qty: number) => void };

/** Starts at 1; minus stops there, plus stops at the stock with a toast that says so. */
export function QuantityStepper({ value, stock, onChange }: QuantityStepperProps) {
  const labelId = useId();
  const button =
    'grid size-11 place-items-center rounded-full text-ink hover:bg-green-soft hover:text-green aria-disabled:cursor-not-allowed aria-disabled:opacity-40';
  return (
    <div className="flex items-center gap-3">
      <span id={labelId} className="text-sm font-semibold text-ink">
        Quantity
      </span>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of two buttons and a value, not a form section */}
      <div
        role="group"
        aria-labelledby={labelId}
        className="inline-flex items-center rounded-full bg-white ring-1 ring-field"
      >
        <button
          type="button"
          aria-label="Decrease quantity"
          // Stays focusable at 1 (a disabled button would drop the keyboard user's focus).
          aria-disabled={value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
          className={button}
        >
          <MinusIcon className="size-5" />
        </button>
        <output
          aria-live="polite"
          className="min-w-10 text-center text-base font-bold tabular-nums"
        >
          {value}
        </output>
        <button
          type="button"
          aria-label="Increase quantity"
          onClick={() => (value >= stock ? toast.error(QTY_OUT_OF_STOCK) : onChange(value + 1))}
          className={button}
        >
          <PlusIcon className="size-5" />
        </button>
      </div>
    </div>
  );
}
