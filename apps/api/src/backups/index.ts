// Backups of the embedded shop: the schedule and its plugin, the owner's backup route and the
// dashboard's status. `npm run backup` and `npm run restore` are commands/backup.ts and
// commands/restore.ts; this is what the rest of the api may use.
export { adminBackupRoutes } from './admin-routes.ts';
export { type BackupsPluginOptions, backupsPlugin } from './plugin.ts';
export { backupRoutes } from './routes.ts';
export { newestBackup } from './schedule.ts';
