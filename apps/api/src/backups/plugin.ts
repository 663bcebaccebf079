import path from 'node:path';
import fp from 'fastify-plugin';
import { type Actor, recordActivity, THE_SHOP } from '../activity/index.ts';
import { type Backups, startBackups } from './schedule.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded shop's backups; null on PostgreSQL, which has its own. */
    backups: Backups | null;
  }
}

/** Who asks the running shop for a backup: the owner, with the backup command on its machine. */
export const BACKUP_TOOL: Actor = { id: null, name: 'The owner (npm run backup)', role: null };

export type BackupsPluginOptions = {
  /** Start the daily schedule once the api is ready (not in tests, which back up by hand). */
  autoStart?: boolean;
};

/** Backups of the embedded database and the uploaded pictures (schedule.ts). */
export const backupsPlugin = fp<BackupsPluginOptions>(
  async (app, opts) => {
    if (app.database.kind !== 'pglite') {
      app.decorate('backups', null);
      return;
    }
    const { dir, everyHours, keep } = app.config.backups;
    const log = app.log.child({ module: 'backups' });
    const autoStart = opts.autoStart ?? app.config.env !== 'test';
    const backups = startBackups({
      database: app.database,
      dataDir: app.config.dataDir,
      dir,
      everyHours: autoStart ? everyHours : 0,
      keep,
      log: { info: (m) => log.info(m), error: (m) => log.error(m) },
      start: (check) => app.addHook('onReady', async () => check()),
      written: async ({ file, bytes, scheduled }) => {
        await recordActivity(app.db, scheduled ? THE_SHOP : BACKUP_TOOL, {
          action: 'backup.made',
          subject: 'backup',
          after: { file: path.basename(file), megabytes: Number((bytes / 1e6).toFixed(1)) },
        });
      },
    });
    app.decorate('backups', backups);
    app.addHook('onClose', async () => backups.stop());
  },
  { name: 'backups' },
);
