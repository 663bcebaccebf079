import type { TaxSettings } from '@adepa/contract/tax';
import type { TaxReport, TaxSettingsInput } from '@adepa/contract/tax-settings';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { deliveryKeys } from '../../delivery';

// The owner's VAT page: the registration (shared with the cart's and checkout's reading of it)
// and a month's sales with the tax they include.

const taxKey = ['tax-settings'] as const;

export function useTaxSettings() {
  return useQuery({
    queryKey: taxKey,
    queryFn: ({ signal }) => apiFetch<TaxSettings>('/api/tax-settings', { signal }),
  });
}

/** Saves the setting; the cart's and checkout's pricing (read with the fees) is read again. */
export function useSaveTaxSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TaxSettingsInput) =>
      apiFetch<TaxSettings>('/api/tax-settings', { method: 'PUT', body: settings }),
    onSuccess: (saved) => {
      queryClient.setQueryData(taxKey, saved);
      return queryClient.invalidateQueries({ queryKey: deliveryKeys.pricing });
    },
  });
}

export function useTaxReport(month: string) {
  return useQuery({
    queryKey: ['admin', 'tax-report', month],
    queryFn: ({ signal }) =>
      apiFetch<TaxReport>(`/api/orders/tax-report?month=${encodeURIComponent(month)}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
