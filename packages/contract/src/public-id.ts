// Public ids (of products, orders, users...) are uuids. Anything else cannot name a row, so the
// api answers 404 without a query and the product page's address names no page. Kept free of zod:
// the storefront reads it on its first page.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isPublicId(value: string): boolean {
  return UUID.test(value);
}
