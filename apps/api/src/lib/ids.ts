/** Public ids are uuids; anything else cannot name a row, so callers answer 404 without a query. */
export { isPublicId } from '@adepa/contract/public-id';
