export { reviewsQuery } from './api/get-reviews';
export { ReviewsSection } from './components/reviews-section';
