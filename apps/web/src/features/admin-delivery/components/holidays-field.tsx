import { dayText } from '@adepa/contract/arrival';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { RemovableList, RemoveButton } from '../../../components/ui/removable-list';
import type { ListProps } from '../../../lib/use-schema-form';

// The shop's holidays: days (beside Sundays) on which nothing is delivered, so no arrival date
// falls on them. A date picker adds one; each listed day can be removed.

export function HolidaysField({ name, items, onChange, error }: ListProps) {
  const id = useId();
  const [day, setDay] = useState('');
  const add = () => {
    if (!day) return;
    onChange([...new Set([...items, day])].sort());
    setDay('');
  };
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 sm:max-w-56">
          <label htmlFor={id} className="block text-sm font-semibold text-ink">
            Holiday
          </label>
          <input
            id={id}
            name={name}
            type="date"
            value={day}
            onChange={(e) => setDay(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`mt-1.5 block h-12 w-full min-w-0 rounded-xl border bg-white px-4 text-base text-ink ${error ? 'border-red' : 'border-field'}`}
          />
        </div>
        <Button
          type="button"
          variant="secondary"
          className="min-h-12"
          disabled={!day}
          onClick={add}
        >
          Add holiday
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red">
          {error}
        </p>
      )}
      {items.length === 0 ? (
        <p className="text-sm text-muted">No holidays listed.</p>
      ) : (
        <RemovableList
          items={items}
          label="Holidays"
          className="grid gap-2 sm:grid-cols-2"
          keyOf={(holiday) => holiday}
          remove={(holiday) => {
            onChange(items.filter((other) => other !== holiday));
            return `${dayText(holiday, { year: true })} removed from the holidays`;
          }}
          renderItem={(holiday, onRemove) => (
            <li className="flex items-center justify-between gap-2 rounded-xl bg-cream px-3 py-1.5">
              <span className="font-medium">{dayText(holiday, { year: true })}</span>
              <RemoveButton data-remove onClick={onRemove}>
                Remove<span className="sr-only"> {dayText(holiday, { year: true })}</span>
              </RemoveButton>
            </li>
          )}
        />
      )}
    </div>
  );
}
