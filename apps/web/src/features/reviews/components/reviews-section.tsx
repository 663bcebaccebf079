import { paths } from '@adepa/contract/paths';
import { LOG_IN_TO_REVIEW, NO_MORE_REVIEWS, NO_REVIEWS } from '@adepa/contract/review-messages';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { toast } from '../../../components/ui/toast';
import { useSession } from '../../../lib/session';
import { useReviews } from '../api/get-reviews';
import { RatingSummary } from './rating-summary';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';

/** A product's reviews: summary and form on one side, the list (5 a page) on the other. */
export function ReviewsSection({ productId }: { productId: string }) {
  const [page, setPage] = useState(1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reviews = useReviews(productId, page);
  const data = reviews.data;
  const pages = data?.pages ?? 1;

  function go(to: number) {
    if (to < 1 || to > pages) {
      toast.error(NO_MORE_REVIEWS);
      return;
    }
    setPage(to);
    headingRef.current?.scrollIntoView({ block: 'start' });
  }

  return (
    <section aria-labelledby="reviews" className="scroll-mt-4">
      <h2 id="reviews" ref={headingRef} className="mb-4 scroll-mt-4 text-xl font-bold sm:text-2xl">
        Customer Reviews
      </h2>
      <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:gap-10">
        <div className="flex flex-col gap-6">
          {data ? (
            <RatingSummary summary={data} />
          ) : reviews.isPending ? (
            // As tall as the summary it stands for, so the form below does not jump under a thumb.
            <Skeleton className="h-48 w-full rounded-2xl sm:h-31 lg:h-48" />
          ) : null}
          <ReviewerBox productId={productId} onSubmitted={() => setPage(1)} />
        </div>

        <div>
          {reviews.isPending ? (
            <div className="flex flex-col gap-3" aria-busy="true">
              <Skeleton className="h-28 w-full rounded-2xl" />
              <Skeleton className="h-28 w-full rounded-2xl" />
            </div>
          ) : reviews.isError && !data ? (
            <StatusMessage
              tone="error"
              action={
                <Button variant="secondary" onClick={() => reviews.refetch()}>
                  Try again
                </Button>
              }
            >
              We could not load the reviews.
            </StatusMessage>
          ) : !data || data.reviews.length === 0 ? (
            <StatusMessage>{NO_REVIEWS}</StatusMessage>
          ) : (
            <ReviewList reviews={data.reviews} busy={reviews.isPlaceholderData} />
          )}

          {pages > 1 && (
            <nav aria-label="Review pages" className="mt-4 flex items-center justify-between gap-3">
              <Button variant="secondary" onClick={() => go(page - 1)}>
                Previous
              </Button>
              <p className="text-sm text-muted">
                Page {page} of {pages}
              </p>
              <Button variant="secondary" onClick={() => go(page + 1)}>
                Next
              </Button>
            </nav>
          )}
        </div>
      </div>
    </section>
  );
}

/** The form for signed-in shoppers; everyone else is asked to log in and sent back here. */
function ReviewerBox({ productId, onSubmitted }: { productId: string; onSubmitted: () => void }) {
  const { session, restoring } = useSession();
  const [location] = useLocation();

  if (session) {
    return <ReviewForm key={session._id} productId={productId} onSubmitted={onSubmitted} />;
  }
  if (restoring) return <Skeleton className="h-56 w-full rounded-2xl" />;
  return (
    <p className="rounded-2xl bg-white p-4 text-ink ring-1 ring-line">
      <Link
        href={paths.login(location)}
        className="font-semibold text-green underline underline-offset-2"
      >
        {LOG_IN_TO_REVIEW}
      </Link>
    </p>
  );
}
