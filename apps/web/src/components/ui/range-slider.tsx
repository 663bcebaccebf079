import { type KeyboardEvent, useEffect, useRef } from 'react';

// Two native range inputs laid over one track: the browser gives each thumb its keyboard keys
// (arrows, Page Up/Down, Home/End), its role and its value; only the thumbs take pointer events,
// so either can be dragged. Each thumb has a 44 px hit area around a 22 px ring.
// `onChange` follows every step; `onCommit` comes when a drag ends, or shortly after the last key
// press, so a caller can act once per gesture instead of once per pixel.

export type Range = readonly [number, number];

type RangeSliderProps = {
  min: number;
  max: number;
  step?: number;
  value: Range;
  onChange: (value: Range) => void;
  onCommit: (value: Range) => void;
  /** Accessible names of the two thumbs. */
  labels: readonly [string, string];
  /** Field names of the two thumbs, when they sit in a form. */
  names?: readonly [string, string];
  /** Spoken value of a thumb ("₵20.00"). */
  valueText: (value: number) => string;
  describedBy?: string;
};

const KEY_COMMIT_DELAY_MS = 600;
const STEP_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'PageUp',
  'PageDown',
  'Home',
  'End',
]);

// Tailwind only sees whole class names, so the thumb styles are written out in full.
const thumbClasses = [
  'pointer-events-none absolute inset-0 h-11 w-full cursor-pointer appearance-none bg-transparent',
  'focus-visible:outline-none',
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-11',
  '[&::-webkit-slider-thumb]:cursor-grab [&::-webkit-slider-thumb]:appearance-none',
  '[&::-webkit-slider-thumb]:rounded-full',
  '[&::-webkit-slider-thumb]:bg-[radial-gradient(circle,#fff_0_7px,var(--color-green)_7.5px_11px,transparent_11.5px)]',
  '[&:focus-visible::-webkit-slider-thumb]:bg-[radial-gradient(circle,#fff_0_7px,var(--color-green)_7.5px_11px,#fff_11.5px_14px,var(--color-green)_14.5px_17px,transparent_17.5px)]',
  '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-11',
  '[&::-moz-range-thumb]:cursor-grab [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-0',
  '[&::-moz-range-thumb]:bg-[radial-gradient(circle,#fff_0_7px,var(--color-green)_7.5px_11px,transparent_11.5px)]',
  '[&:focus-visible::-moz-range-thumb]:bg-[radial-gradient(circle,#fff_0_7px,var(--color-green)_7.5px_11px,#fff_11.5px_14px,var(--color-green)_14.5px_17px,transparent_17.5px)]',
  '[&::-moz-range-track]:bg-transparent',
].join(' ');

export function RangeSlider({
  min,
  max,
  step = 1,
  value,
  onChange,
  onCommit,
  labels,
  valueText,
  describedBy,
  names,
}: RangeSliderProps) {
  const [low, high] = value;
  const latest = useRef(value);
  latest.current = value;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function commitAfter(delay: number) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onCommit(latest.current), delay);
  }
  function onKeyUp(event: KeyboardEvent) {
    if (STEP_KEYS.has(event.key)) commitAfter(KEY_COMMIT_DELAY_MS);
  }

  const span = max - min || 1;
  const percent = (n: number) => ((n - min) / span) * 100;
  const shared = {
    min,
    max,
    step,
    'aria-describedby': describedBy,
    onPointerUp: () => commitAfter(0),
    onKeyUp,
    onBlur: () => commitAfter(0),
    className: thumbClasses,
  } as const;

  return (
    <div className="relative h-11">
      {/* The thumbs' centres travel from 22 px in from each edge, so the track does too. */}
      <div className="absolute inset-x-[22px] top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-line">
        <div
          className="absolute inset-y-0 rounded-full bg-green"
          style={{ left: `${percent(low)}%`, right: `${100 - percent(high)}%` }}
        />
      </div>
      <input
        type="range"
        {...shared}
        aria-label={labels[0]}
        name={names?.[0]}
        aria-valuetext={valueText(low)}
        value={low}
        onChange={(event) => onChange([Math.min(Number(event.target.value), high), high])}
        // When both thumbs meet at the top end, the low one must stay reachable.
        style={{ zIndex: low > min + span / 2 ? 3 : 1 }}
      />
      <input
        type="range"
        {...shared}
        aria-label={labels[1]}
        name={names?.[1]}
        aria-valuetext={valueText(high)}
        value={high}
        onChange={(event) => onChange([low, Math.max(Number(event.target.value), low)])}
        style={{ zIndex: 2 }}
      />
    </div>
  );
}
