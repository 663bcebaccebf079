// Ratings are drawn in half steps (spec section 9): 4.3 shows as four and a half stars.

const STAR = '12 2.5 14.9 8.6 21.5 9.4 16.6 14 17.9 20.6 12 17.3 6.1 20.6 7.4 14 2.5 9.4 9.1 8.6';
const LEFT_HALF = '12 2.5 9.1 8.6 2.5 9.4 7.4 14 6.1 20.6 12 17.3';

/** Rounds to the nearest half and keeps the value within 0 to 5. */
export function toHalfSteps(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}

type StarRatingProps = { rating: number; className?: string };

export function StarRating({ rating, className = 'size-4' }: StarRatingProps) {
  const value = toHalfSteps(rating);
  return (
    <span role="img" aria-label={`Rated ${value} out of 5`} className="inline-flex items-center">
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.min(1, Math.max(0, value - index));
        return (
          <svg key={index} viewBox="0 0 24 24" className={className} aria-hidden="true">
            <polygon
              points={STAR}
              fill={fill === 1 ? 'var(--color-gold)' : 'none'}
              stroke={fill === 0 ? 'var(--color-star-empty)' : '#a66f00'}
              strokeWidth="1.5"
              strokeLinejoin="round"
            />
            {fill === 0.5 && <polygon points={LEFT_HALF} fill="var(--color-gold)" />}
          </svg>
        );
      })}
    </span>
  );
}
