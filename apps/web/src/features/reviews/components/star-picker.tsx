import { useId, useState } from 'react';
import { STAR_POINTS } from '../../../components/ui/star-rating';

type StarPickerProps = {
  /** The radio group's name in its form, which focuses the first star when no rating is picked. */
  name: string;
  value: number;
  onChange: (rating: number) => void;
  error?: string;
};

/** Five radio buttons drawn as stars: arrow keys move between them, as in any radio group. */
export function StarPicker({ name, value, onChange, error }: StarPickerProps) {
  const errorId = `${useId()}-error`;
  const [hover, setHover] = useState(0);
  const lit = hover || value;

  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-ink">Your rating</legend>
      <div className="mt-1 flex items-center gap-1" onPointerLeave={() => setHover(0)}>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            // Only a mouse previews: a tap would leave its "hover" behind on a phone.
            onPointerEnter={(event) => event.pointerType === 'mouse' && setHover(stars)}
            className="relative grid size-11 cursor-pointer place-items-center rounded-full has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-green has-[:focus-visible]:outline-solid"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => {
                setHover(0);
                onChange(stars);
              }}
              aria-invalid={error ? true : undefined}
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0"
            />
            <svg viewBox="0 0 24 24" className="size-8" aria-hidden="true">
              <polygon
                points={STAR_POINTS}
                fill={stars <= lit ? 'var(--color-gold)' : 'none'}
                stroke={stars <= lit ? '#a66f00' : 'var(--color-star-empty)'}
                strokeWidth="1.5"
                strokeLinejoin="round"
              />
            </svg>
            <span className="sr-only">{stars === 1 ? '1 star' : `${stars} stars`}</span>
          </label>
        ))}
        <span className="ml-2 text-sm text-muted" aria-hidden="true">
          {value ? `${value} out of 5` : 'Tap a star'}
        </span>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red">
          {error}
        </p>
      )}
    </fieldset>
  );
}
