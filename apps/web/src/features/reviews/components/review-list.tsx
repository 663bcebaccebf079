import type { Review } from '@adepa/contract/reviews';
import { StarRating } from '../../../components/ui/star-rating';
import { formatDate } from '../../../lib/dates';

/** One page of reviews. Their words are shown as text, never read as HTML. */
export function ReviewList({ reviews, busy }: { reviews: readonly Review[]; busy: boolean }) {
  return (
    <ul aria-busy={busy} className={`flex flex-col gap-3 ${busy ? 'opacity-60' : ''}`}>
      {reviews.map((review) => (
        <li key={review._id} className="rounded-2xl bg-white p-4 ring-1 ring-line">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <StarRating rating={review.rating} />
            <time dateTime={review.date} className="text-sm text-muted">
              {formatDate(review.date)}
            </time>
          </div>
          <p className="mt-2 font-semibold text-ink">{review.name}</p>
          <p className="mt-1 leading-relaxed break-words whitespace-pre-line text-ink">
            {review.review}
          </p>
        </li>
      ))}
    </ul>
  );
}
