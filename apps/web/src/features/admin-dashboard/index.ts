export { useBackupStatus, useDashboard, useSalesReport } from './api/dashboard-api';
export { adminDashboardKeys } from './api/keys';
export { BackupStatus } from './components/backup-status';
export { FlaggedOrders } from './components/flagged-orders';
export { LowStockList } from './components/low-stock-list';
export { RegionSales } from './components/region-sales';
export { SalesChart } from './components/sales-chart';
export { SmsStatus } from './components/sms-status';
export { StatTiles } from './components/stat-tiles';
