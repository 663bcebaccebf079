import {
  parseShopFilters,
  type ShopFilters,
  shopFiltersSearch,
} from '@adepa/contract/shop-filters';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch, useSearchParams } from 'wouter';

type FilterChange = Partial<Omit<ShopFilters, 'page'>>;

/**
 * The listing's filters, read from and written to the address bar. Any filter change goes back
 * to page 1; each change is a new history entry, so Back undoes it. Every choice is also a link
 * (`hrefFor`), so the filters work before the app does and can be opened in a new tab.
 */
export function useShopFilters() {
  const search = useSearch();
  const [path] = useLocation();
  const [, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseShopFilters(search), [search]);

  /** The filters after `change`: a page, or filters (which start again from page 1). */
  const after = useCallback(
    (change: FilterChange | { page: number }): ShopFilters =>
      'page' in change ? { ...filters, ...change } : { ...filters, ...change, page: 1 },
    [filters],
  );
  const write = useCallback(
    (next: ShopFilters) => setSearchParams(new URLSearchParams(shopFiltersSearch(next))),
    [setSearchParams],
  );
  const setFilters = useCallback((change: FilterChange) => write(after(change)), [after, write]);
  const clearFilters = useCallback(
    () => write({ page: 1, value: filters.value, sort: filters.sort }),
    [filters, write],
  );
  const hrefFor = useCallback(
    (change: FilterChange | { page: number }) => {
      const query = shopFiltersSearch(after(change));
      return query ? `${path}?${query}` : path;
    },
    [after, path],
  );

  return { filters, setFilters, clearFilters, hrefFor };
}
