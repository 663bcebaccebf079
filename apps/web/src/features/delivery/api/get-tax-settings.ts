import type { TaxSettings } from '@adepa/contract/tax';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { deliveryKeys } from './keys';

// Whether the shop is VAT-registered, read by the cart and the checkout to say what a total
// includes. It changes rarely: kept for five minutes.

export const taxSettingsQuery = queryOptions({
  queryKey: deliveryKeys.tax,
  queryFn: ({ signal }) => apiFetch<TaxSettings>('/api/tax-settings', { signal }),
  staleTime: 5 * 60_000,
});

export function useTaxSettings() {
  return useQuery(taxSettingsQuery);
}
