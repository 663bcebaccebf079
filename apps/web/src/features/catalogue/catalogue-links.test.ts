import { parseShopFilters, shopFiltersSearch } from '@adepa/contract/shop-filters';
import { describe, expect, it } from 'vitest';
import { categoryHref, searchHref } from './catalogue-links';

// The server redirects a listing to what shopFiltersSearch writes: these links must be exactly
// that, or every click would be a redirect.
const listing = (path: string, query: Record<string, string>) => {
  const search = shopFiltersSearch(parseShopFilters(new URLSearchParams(query)));
  return search ? `${path}?${search}` : path;
};

const texts = ['Shoes', 'Home & Kitchen', 'Sound Systems', 'Tè+été 100%', 'a=b?c#d/é', 'Ḿ̃'];

describe('catalogue links', () => {
  it.each(texts)('to the category %s are its listing’s one address', (name) => {
    expect(categoryHref(name)).toBe(listing('/products', { category: name }));
  });

  it.each(texts)('to a search for %s are its listing’s one address', (value) => {
    expect(searchHref(value)).toBe(listing('/products/search', { value }));
    expect(searchHref(value, 'Shoes')).toBe(
      listing('/products/search', { value, category: 'Shoes' }),
    );
  });
});
