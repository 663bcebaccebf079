import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button';

// The parts of the delivery settings page: a white card named by its heading, with a line on
// what it does; and the button that copies one value to every region.

type SettingsSectionProps = { title: string; hint?: string; children: ReactNode };

export function SettingsSection({ title, hint, children }: SettingsSectionProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6"
    >
      <div>
        <h2 id={id} className="text-base font-bold">
          {title}
        </h2>
        {hint && <p className="mt-1 text-sm text-muted">{hint}</p>}
      </div>
      {children}
    </section>
  );
}

type ApplyToAllProps = { disabled: boolean; onApply: () => void; className?: string };

/** Gives every region the value typed beside it. */
export function ApplyToAll({ disabled, onApply, className = '' }: ApplyToAllProps) {
  return (
    <Button
      type="button"
      variant="secondary"
      className={`min-h-12 ${className}`}
      disabled={disabled}
      onClick={onApply}
    >
      Apply to all
    </Button>
  );
}
