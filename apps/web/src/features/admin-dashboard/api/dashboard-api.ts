import type { Order, SalesReport } from '@adepa/contract/orders';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

// The dashboard's two reads: the counts with a page of recent orders, and the 30-day report.

export type Dashboard = {
  totalProducts: number;
  customers: number;
  orders: number;
  pendingOrders: number;
  delivered: number;
  processing: number;
  cancelledOrders: number;
  recentOrders: Order[];
  currentPage: number;
  numberOfPages: number;
};

export function useDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard', 'summary'],
    queryFn: ({ signal }) => apiFetch<Dashboard>('/api/orders/admin-dashboard?page=1', { signal }),
  });
}

export function useSalesReport() {
  return useQuery({
    queryKey: ['admin', 'dashboard', 'stats'],
    queryFn: ({ signal }) => apiFetch<SalesReport>('/api/orders/admin-stats', { signal }),
  });
}
