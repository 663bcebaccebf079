import { paths } from '../../lib/paths';

// Where the catalogue's listing links point, with their filters in the query. The search link keeps
// the shop's published form, a literal `&&` before `value` (parseShopFilters reads it as one `&`).

export function categoryHref(categoryName: string): string {
  return `${paths.products()}?category=${encodeURIComponent(categoryName)}`;
}

export function searchHref(value: string, category = ''): string {
  return `${paths.search()}?category=${encodeURIComponent(category)}&&value=${encodeURIComponent(value)}`;
}
