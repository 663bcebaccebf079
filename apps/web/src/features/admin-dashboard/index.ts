export { useBackupStatus, useDashboard, useSalesReport } from './api/dashboard-api';
export { adminDashboardKeys } from './api/keys';
export { BackupStatus } from './components/backup-status';
export { LowStockList } from './components/low-stock-list';
export { RefundsDue } from './components/refunds-due';
export { RegionSales } from './components/region-sales';
export { SalesChart } from './components/sales-chart';
export { SmsStatus } from './components/sms-status';
export { StatTiles } from './components/stat-tiles';
