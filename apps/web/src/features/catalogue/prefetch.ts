import { parseShopFilters } from '@adepa/contract/shop-filters';
import type { QueryClient } from '@tanstack/react-query';
import { categoriesQuery } from './api/get-categories';
import { newProductsQuery } from './api/get-new-products';
import { priceRangeQuery } from './api/get-price-range';
import { productListQuery } from './api/query-products';

// What the catalogue's pages read before the server renders them: the same queries, with the
// same keys, as their components use, so the browser finds them in the page and asks again for
// none of them.

export async function prefetchHome(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(categoriesQuery),
    queryClient.prefetchQuery(newProductsQuery(1)),
  ]);
}

export async function prefetchListing(
  queryClient: QueryClient,
  search: URLSearchParams,
): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(productListQuery(parseShopFilters(search))),
    queryClient.prefetchQuery(categoriesQuery),
    queryClient.prefetchQuery(priceRangeQuery),
  ]);
}
