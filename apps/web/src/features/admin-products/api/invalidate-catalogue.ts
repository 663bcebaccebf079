import type { QueryClient } from '@tanstack/react-query';
import { adminProductsKey } from './get-admin-products';

/** After any product change: the admin lists and every shop listing, card and product page. */
export function invalidateProducts(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminProductsKey }),
    queryClient.invalidateQueries({ queryKey: ['products'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
  ]);
}
