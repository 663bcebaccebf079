import { paths } from '@adepa/contract/paths';

// Where the header's and home page's listing links point: the listing's one address for one
// category or one search, as its filters write it (shopFiltersSearch: `+` for a space, the
// category before the text), so following one is never redirected. Written with URLSearchParams
// rather than the listing's own code, which would bring the listing into every page's first
// download; catalogue-links.test.ts holds the two to the same text. Older published links
// (`?category=&&value=`) still work: the server redirects them here.

export function categoryHref(categoryName: string): string {
  return `${paths.products()}?${new URLSearchParams({ category: categoryName })}`;
}

export function searchHref(value: string, category = ''): string {
  const query = new URLSearchParams(category ? { category, value } : { value });
  return `${paths.search()}?${query}`;
}
