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

  const write = useCallback(
    (next: ShopFilters) => setSearchParams(new URLSearchParams(shopFiltersSearch(next))),
    [setSearchParams],
  );
  const setFilters = useCallback(
    (change: FilterChange) => write({ ...filters, ...change, page: 1 }),
    [filters, write],
  );
  const setPage = useCallback((page: number) => write({ ...filters, page }), [filters, write]);
  const clearFilters = useCallback(
    () => write({ page: 1, value: filters.value, sort: filters.sort }),
    [filters, write],
  );
  const hrefFor = useCallback(
    (change: FilterChange | { page: number }) => {
      const next =
        'page' in change ? { ...filters, ...change } : { ...filters, ...change, page: 1 };
      const query = shopFiltersSearch(next);
      return query ? `${path}?${query}` : path;
    },
    [filters, path],
  );

  return { filters, setFilters, setPage, clearFilters, hrefFor };
}
