import {
  type OrderSearch,
  orderSearchString,
  parseOrderSearch,
} from '@adepa/contract/order-search';
import { useSearchParams } from 'wouter';

/**
 * The orders list's search kept in the address (`?q=...&status=...&page=2`), so a reload or a
 * shared link shows the same orders. A new search starts again at page 1.
 */
export function useOrderSearch(): [OrderSearch, (next: OrderSearch) => void] {
  const [params, setParams] = useSearchParams();
  const search = parseOrderSearch(params);
  const setSearch = (next: OrderSearch) => setParams(new URLSearchParams(orderSearchString(next)));
  return [search, setSearch];
}
