export { adminActivityKeys } from './api/keys';
export { ActivityLog } from './components/activity-log';
export { HistorySection } from './components/history-section';
