const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Public ids are uuids; anything else cannot name a row, so callers answer 404 without a query. */
export function isPublicId(value: string): boolean {
  return UUID.test(value);
}
