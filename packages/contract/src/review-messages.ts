// The reviews' numbers and texts, apart from the zod schemas in reviews.ts: the product page shows
// them on its first load, before the review form's schema (and zod) is fetched.

export const REVIEWS_PAGE_SIZE = 5;
export const REVIEW_MAX = 2000;
export const NO_REVIEWS =
  'This product has not been reviewed yet so be the first to review this product.';
export const LOG_IN_TO_REVIEW = 'Please Log In to review this product';
export const REVIEW_SUBMITTED = 'You have successfully reviewed this product';
export const NO_MORE_REVIEWS = 'No more product reviews to display!!';
export const REVIEW_RATING_REQUIRED = 'Please choose a rating from 1 to 5 stars';
export const REVIEW_COMMENT_REQUIRED = 'Please write a comment';
export const REVIEW_TOO_LONG = `Please keep your comment under ${REVIEW_MAX} characters`;
