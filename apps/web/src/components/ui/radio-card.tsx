import { type ChangeEvent, type ReactNode, useId } from 'react';
import { CheckIcon } from './icons';

// One choice of a group as a card: the whole card is the radio's label, so a tap anywhere on it
// chooses. The radio itself is hidden but stays focusable and keyboard-driven (arrow keys move
// through the group); the card's look follows the radio's own checked state in CSS (has-checked),
// so the server's page shows the choice right before any script runs.

type RadioCardProps = {
  name: string;
  value: string;
  checked: boolean;
  /** Left out for a card that is the only choice (shown chosen, read-only). */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  title: ReactNode;
  /** Beside the title, decorative. */
  icon?: ReactNode;
  /** Under the title; describes the radio. */
  description?: ReactNode;
  invalid?: boolean;
  /** A one-line card (a choice among a few short names). */
  compact?: boolean;
};

export function RadioCard({
  name,
  value,
  checked,
  onChange,
  onBlur,
  title,
  icon,
  description,
  invalid,
  compact,
}: RadioCardProps) {
  const id = useId();
  return (
    <label
      className={`group flex min-h-12 cursor-pointer gap-3 rounded-xl border-2 bg-white has-checked:border-green has-checked:bg-green-soft/60 has-focus-visible:outline-3 has-focus-visible:outline-green ${invalid ? 'border-red' : 'border-line'} ${compact ? 'items-center px-3 py-2.5' : 'items-start p-4'}`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        onBlur={onBlur}
        readOnly={!onChange}
        aria-labelledby={`${id}-name`}
        aria-describedby={description ? `${id}-text` : undefined}
        aria-invalid={invalid || undefined}
        className="sr-only"
      />
      <span
        aria-hidden="true"
        className={`${compact ? '' : 'mt-0.5'} grid size-6 shrink-0 place-items-center rounded-full border-2 border-field text-white group-has-checked:border-green group-has-checked:bg-green`}
      >
        <CheckIcon className="size-4 opacity-0 group-has-checked:opacity-100" />
      </span>
      <span className="min-w-0">
        <span className="flex items-center gap-2 font-bold">
          <span id={`${id}-name`}>{title}</span>
          {icon}
        </span>
        {description && (
          <span id={`${id}-text`} className="mt-1 block text-sm">
            {description}
          </span>
        )}
      </span>
    </label>
  );
}
