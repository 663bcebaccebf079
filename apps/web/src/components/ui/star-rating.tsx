// Ratings are drawn in half steps, rounded to the nearest: 4.3 shows as four and a half stars. A
// rating is one small drawing of at most four shapes (whole stars, empty stars, and the half star's
// outline and fill), not five drawings: a shop page shows a dozen or more of them.

const STAR = [
  12, 2.5, 14.9, 8.6, 21.5, 9.4, 16.6, 14, 17.9, 20.6, 12, 17.3, 6.1, 20.6, 7.4, 14, 2.5, 9.4, 9.1,
  8.6,
];
/** One star in a 24 by 24 box, as an svg polygon's points (the review form's stars). */
export const STAR_POINTS = STAR.join(' ');
const LEFT_HALF = [12, 2.5, 9.1, 8.6, 2.5, 9.4, 7.4, 14, 6.1, 20.6, 12, 17.3];
const STAR_WIDTH = 24;

/** Rounds to the nearest half and keeps the value within 0 to 5. */
function toHalfSteps(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}

/** One path of the given shape at each of the star positions. */
function shapeAt(points: number[], positions: number[]): string {
  return positions
    .map((position) => {
      const pairs: string[] = [];
      for (let i = 0; i < points.length; i += 2) {
        pairs.push(`${(points[i] ?? 0) + position * STAR_WIDTH} ${points[i + 1]}`);
      }
      return `M${pairs.join('L')}Z`;
    })
    .join('');
}

/** Paths of the stars drawn gold, drawn empty, and the half star's outline and gold half. */
type Shapes = { full: string; empty: string; halfOutline: string; halfFill: string };
const shapesByValue = new Map<number, Shapes>();

function shapesFor(value: number): Shapes {
  let shapes = shapesByValue.get(value);
  if (!shapes) {
    const positions = [0, 1, 2, 3, 4];
    const whole = Math.floor(value);
    const half = value - whole === 0.5 ? [whole] : [];
    shapes = {
      full: shapeAt(STAR, positions.slice(0, whole)),
      empty: shapeAt(STAR, positions.slice(whole + half.length)),
      halfOutline: shapeAt(STAR, half),
      halfFill: shapeAt(LEFT_HALF, half),
    };
    shapesByValue.set(value, shapes);
  }
  return shapes;
}

const GOLD = 'var(--color-gold)';
const GOLD_EDGE = '#a66f00';
const outline = { strokeWidth: '1.5', strokeLinejoin: 'round' } as const;

type StarRatingProps = {
  rating: number;
  /** Sizes the row of five stars: five times as wide as it is high. */
  className?: string;
};

export function StarRating({ rating, className = 'h-4 w-20' }: StarRatingProps) {
  const value = toHalfSteps(rating);
  const { full, empty, halfOutline, halfFill } = shapesFor(value);
  return (
    <svg
      role="img"
      aria-label={`Rated ${value} out of 5`}
      viewBox={`0 0 ${5 * STAR_WIDTH} ${STAR_WIDTH}`}
      className={`inline-block shrink-0 ${className}`}
    >
      {full && <path d={full} fill={GOLD} stroke={GOLD_EDGE} {...outline} />}
      {halfOutline && <path d={halfOutline} fill="none" stroke={GOLD_EDGE} {...outline} />}
      {halfFill && <path d={halfFill} fill={GOLD} />}
      {empty && <path d={empty} fill="none" stroke="var(--color-star-empty)" {...outline} />}
    </svg>
  );
}
