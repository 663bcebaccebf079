import type { QueryClient } from '@tanstack/react-query';
import { adminActivityKeys } from '../../admin-activity';
import { adminDashboardKeys } from '../../admin-dashboard';
import { catalogueKeys } from '../../catalogue';
import { adminProductKeys } from './keys';

/** After any product change: the admin lists, every shop listing, card and product page, the history. */
export function invalidateProducts(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminProductKeys.all }),
    queryClient.invalidateQueries({ queryKey: catalogueKeys.products }),
    queryClient.invalidateQueries({ queryKey: adminDashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminActivityKeys.all }),
  ]);
}
