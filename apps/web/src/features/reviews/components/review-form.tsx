import { REVIEW_MAX, REVIEW_SUBMITTED } from '@adepa/contract/review-messages';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSubmitReview } from '../api/submit-review';
import { StarPicker } from './star-picker';

// The contract's own rules for a review's stars and comment, loaded with zod when the form is first
// used, never with the product page.
const loadReviewRules = () =>
  import('@adepa/contract/reviews').then((m) =>
    m.reviewInputSchema.pick({ rating: true, review: true }),
  );

/** For signed-in shoppers. The server knows who they are; a second review replaces the first. */
export function ReviewForm({
  productId,
  onSubmitted,
}: {
  productId: string;
  onSubmitted: () => void;
}) {
  const form = useSchemaForm(loadReviewRules, { rating: '', review: '' });
  const submit = useSubmitReview(productId);
  const commentId = useId();
  const errorId = `${commentId}-error`;
  const { error: commentError, ...comment } = form.field('review');

  const onSubmit = form.handleSubmit(async (review) => {
    if (submit.isPending) return;
    try {
      await submit.send(review);
      toast.success(REVIEW_SUBMITTED);
      form.reset();
      onSubmitted();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Write a review"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-line sm:p-5"
    >
      <h3 className="text-base font-bold">Write a review</h3>
      <StarPicker
        name="rating"
        value={Number(form.values.rating)}
        onChange={(stars) => form.set({ rating: String(stars) })}
        error={form.errorOf('rating')}
      />
      <div>
        <label htmlFor={commentId} className="block text-sm font-semibold text-ink">
          Comment
        </label>
        <textarea
          {...comment}
          id={commentId}
          rows={4}
          maxLength={REVIEW_MAX}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? errorId : undefined}
          placeholder="What did you like or not like?"
          className={`mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink placeholder:text-muted focus-visible:outline-offset-0 ${
            commentError ? 'border-red' : 'border-field'
          }`}
        />
        {commentError && (
          <p id={errorId} className="mt-1.5 text-sm font-medium text-red">
            {commentError}
          </p>
        )}
      </div>
      {/* aria-disabled, not disabled: the button keeps the keyboard focus while it works. */}
      <Button
        type="submit"
        aria-disabled={submit.isPending}
        className="self-start px-8 aria-disabled:cursor-wait aria-disabled:opacity-60"
      >
        {submit.isPending ? 'Submitting...' : 'Submit'}
      </Button>
    </form>
  );
}
