import {
  type ProductSearch,
  parseProductSearch,
  productSearchString,
} from '@adepa/contract/product-search';
import { useSearchParams } from 'wouter';

/**
 * The products list's search kept in the address (`?q=...&category=...&low=1&page=2`), so a
 * reload, a shared link or coming back from a product's edit page shows the same products. A new
 * search starts again at page 1.
 */
export function useProductSearch(): [ProductSearch, (next: ProductSearch) => void] {
  const [params, setParams] = useSearchParams();
  const search = parseProductSearch(params);
  const setSearch = (next: ProductSearch) =>
    setParams(new URLSearchParams(productSearchString(next)));
  return [search, setSearch];
}
