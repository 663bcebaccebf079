import { describe, expect, it } from 'vitest';
import { parseShopFilters, shopFiltersSearch } from './shop-filters.ts';

describe('parseShopFilters', () => {
  it("reads the header search link with its literal '&&'", () => {
    expect(parseShopFilters('?category=&&value=speeker')).toEqual({ page: 1, value: 'speeker' });
    expect(parseShopFilters('category=Shoes&&value=red%20sneakers')).toMatchObject({
      category: 'Shoes',
      value: 'red sneakers',
    });
  });

  it('reads every filter', () => {
    expect(
      parseShopFilters('category=Shoes&rating=4&low=20&high=150.5&sort=high-to-low&page=3'),
    ).toEqual({ category: 'Shoes', rating: 4, low: 20, high: 150.5, sort: 'high-to-low', page: 3 });
  });

  it('drops values that make no sense instead of sending them on', () => {
    expect(parseShopFilters('rating=9&low=abc&sort=cheapest&page=-2')).toEqual({ page: 1 });
    expect(parseShopFilters('rating=2.5&page=1.5')).toEqual({ page: 1 });
    expect(parseShopFilters('low=-5&high=1e12&value=%00')).toEqual({ page: 1 });
    expect(parseShopFilters('low=0&high=1000000')).toEqual({ page: 1 });
  });

  it('reads control characters in text as spaces', () => {
    expect(parseShopFilters('value=red%00%09shoes%0A')).toMatchObject({ value: 'red  shoes' });
  });

  it('puts a reversed price range the right way round', () => {
    expect(parseShopFilters('low=300&high=100')).toMatchObject({ low: 100, high: 300 });
  });
});

describe('shopFiltersSearch', () => {
  // The server redirects every other spelling of a listing to what this writes: reading it back
  // must give the same text, or a shopper would be sent round again.
  it.each([
    'category=Shoes&&value=red%20sneakers&utm_source=x',
    'sort=low-to-high&page=2&category=Watches',
    `value=${'a'.repeat(199)}%20b`,
    `value=${'a'.repeat(199)}%F0%9F%91%9F`,
    'value=%20%20%E2%80%A8x%C2%A0',
    'low=300&high=100&rating=4.0&page=1e3',
    'low=abc&high=-0&page=0&rating=',
    'category=Home%20%26%20Kitchen%2B&value=100%25',
  ])('writes %s so that it reads back to itself', (search) => {
    const once = shopFiltersSearch(parseShopFilters(search));
    expect(shopFiltersSearch(parseShopFilters(once))).toBe(once);
  });

  it('writes the filters in one order, without the ones that filter nothing', () => {
    expect(
      shopFiltersSearch(
        parseShopFilters('page=2&sort=low-to-high&high=50&low=0&rating=4&value=pot&category=Home'),
      ),
    ).toBe('category=Home&value=pot&rating=4&high=50&sort=low-to-high&page=2');
  });

  it('writes only the filters that are on, and round-trips', () => {
    const filters = parseShopFilters(
      'category=Home%20%26%20Kitchen&rating=3&low=0&page=2&value=pot',
    );
    const search = shopFiltersSearch(filters);
    expect(search).not.toContain('sort');
    expect(parseShopFilters(search)).toEqual(filters);
    expect(shopFiltersSearch({ page: 1 })).toBe('');
  });
});
