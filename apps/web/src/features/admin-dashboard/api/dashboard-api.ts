import type { BackupStatusReply } from '@adepa/contract/backups';
import type { AdminDashboard, SalesReport } from '@adepa/contract/orders';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminDashboardKeys } from './keys';

// The dashboard's reads: the counts with a page of recent orders and the SMS, the 30-day report,
// and the backups' state.

export type Dashboard = AdminDashboard;

export function useDashboard() {
  return useQuery({
    queryKey: adminDashboardKeys.summary,
    queryFn: ({ signal }) => apiFetch<Dashboard>('/api/orders/admin-dashboard?page=1', { signal }),
  });
}

export function useSalesReport() {
  return useQuery({
    queryKey: adminDashboardKeys.stats,
    queryFn: ({ signal }) => apiFetch<SalesReport>('/api/orders/admin-stats', { signal }),
  });
}

export function useBackupStatus() {
  return useQuery({
    queryKey: adminDashboardKeys.backups,
    queryFn: ({ signal }) => apiFetch<BackupStatusReply>('/api/backups/status', { signal }),
  });
}
