import {
  REVIEW_COMMENT_REQUIRED,
  REVIEW_MAX,
  REVIEW_RATING_REQUIRED,
  REVIEW_SUBMITTED,
  REVIEW_TOO_LONG,
} from '@adepa/contract/reviews';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useSubmitReview } from '../api/submit-review';
import { StarPicker } from './star-picker';

type Errors = { rating?: string; review?: string };

/** For signed-in shoppers. The server knows who they are; a second review replaces the first. */
export function ReviewForm({
  productId,
  onSubmitted,
}: {
  productId: string;
  onSubmitted: () => void;
}) {
  const [rating, setRating] = useState(0);
  const [review, setReview] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const submit = useSubmitReview(productId);
  const firstStarRef = useRef<HTMLInputElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const commentId = useId();
  const errorId = `${commentId}-error`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submit.isPending) return;
    const text = review.trim();
    const found: Errors = {
      rating: rating >= 1 && rating <= 5 ? undefined : REVIEW_RATING_REQUIRED,
      review: !text
        ? REVIEW_COMMENT_REQUIRED
        : text.length > REVIEW_MAX
          ? REVIEW_TOO_LONG
          : undefined,
    };
    setErrors(found);
    if (found.rating) return firstStarRef.current?.focus();
    if (found.review) return commentRef.current?.focus();
    submit.mutate(
      { rating, review: text },
      {
        onSuccess: () => {
          toast.success(REVIEW_SUBMITTED);
          setRating(0);
          setReview('');
          onSubmitted();
        },
        onError: (error) => toast.error(error.message),
      },
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Write a review"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-line sm:p-5"
    >
      <h3 className="text-base font-bold">Write a review</h3>
      <StarPicker
        value={rating}
        onChange={(value) => {
          setRating(value);
          setErrors((current) => ({ ...current, rating: undefined }));
        }}
        error={errors.rating}
        firstRef={firstStarRef}
      />
      <div>
        <label htmlFor={commentId} className="block text-sm font-semibold text-ink">
          Comment
        </label>
        <textarea
          ref={commentRef}
          id={commentId}
          value={review}
          onChange={(event) => {
            setReview(event.target.value);
            if (errors.review) setErrors((current) => ({ ...current, review: undefined }));
          }}
          rows={4}
          maxLength={REVIEW_MAX}
          aria-invalid={errors.review ? true : undefined}
          aria-describedby={errors.review ? errorId : undefined}
          placeholder="What did you like or not like?"
          className={`mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink placeholder:text-muted focus-visible:outline-offset-0 ${
            errors.review ? 'border-red' : 'border-field'
          }`}
        />
        {errors.review && (
          <p id={errorId} className="mt-1.5 text-sm font-medium text-red">
            {errors.review}
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
