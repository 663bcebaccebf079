import type { QueryClient } from '@tanstack/react-query';
import { adminDashboardKeys } from '../../admin-dashboard';
import { catalogueKeys } from '../../catalogue';
import { adminProductKeys } from './keys';

/** After any product change: the admin lists and every shop listing, card and product page. */
export function invalidateProducts(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminProductKeys.all }),
    queryClient.invalidateQueries({ queryKey: catalogueKeys.products }),
    queryClient.invalidateQueries({ queryKey: adminDashboardKeys.all }),
  ]);
}
