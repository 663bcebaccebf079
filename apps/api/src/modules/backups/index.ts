export { adminBackupRoutes } from './admin-routes.ts';
export { backupRoutes } from './routes.ts';
