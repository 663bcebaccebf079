import type { ReviewPage } from '@adepa/contract/reviews';
import { StarRating } from '../../../components/ui/star-rating';

/** The average of every review (in half stars), how many there are, and a bar per star. */
export function RatingSummary({ summary }: { summary: ReviewPage }) {
  const rows = [5, 4, 3, 2, 1].map((rating) => ({
    rating,
    sum: summary.rating_review.find((row) => row.rating === rating)?.sum ?? 0,
  }));
  const count = rows.reduce((total, row) => total + row.sum, 0);
  const average = count ? rows.reduce((total, row) => total + row.rating * row.sum, 0) / count : 0;

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-8 lg:flex-col lg:items-stretch lg:gap-4">
      <div className="flex items-center gap-4">
        <p className="text-5xl font-extrabold text-ink tabular-nums">
          {average.toFixed(1)}
          <span className="sr-only"> out of 5</span>
        </p>
        <div className="flex flex-col gap-1">
          <span aria-hidden="true">
            <StarRating rating={average} className="h-5 w-25" />
          </span>
          <p className="text-sm text-muted">
            <span aria-hidden="true">out of 5 · </span>
            {summary.totalReview} {summary.totalReview === 1 ? 'review' : 'reviews'}
          </p>
        </div>
      </div>
      <ul className="flex flex-1 flex-col gap-1.5" aria-label="Reviews by star">
        {rows.map(({ rating, sum }) => (
          <li key={rating} className="flex items-center gap-3 text-sm">
            <span className="w-14 shrink-0 font-medium">
              {rating} {rating === 1 ? 'star' : 'stars'}
            </span>
            <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-line">
              <span
                className="block h-full rounded-full bg-gold"
                style={{ width: `${count ? (sum / count) * 100 : 0}%` }}
              />
            </span>
            <span className="w-8 shrink-0 text-right text-muted tabular-nums">
              {sum}
              <span className="sr-only"> {sum === 1 ? 'review' : 'reviews'}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
