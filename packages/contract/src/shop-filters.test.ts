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
    expect(parseShopFilters('low=-5&high=1e12')).toEqual({ page: 1, low: 0, high: 1_000_000 });
  });

  it('puts a reversed price range the right way round', () => {
    expect(parseShopFilters('low=300&high=100')).toMatchObject({ low: 100, high: 300 });
  });
});

describe('shopFiltersSearch', () => {
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
