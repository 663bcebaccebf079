import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { lockDataDir } from '../../lib/data-dir-lock.ts';
import { restoreBackup } from '../restore.ts';
import { runCommand } from './run-command.ts';

// `npm run restore -- FILE`: puts a backup back into an empty DATA_DIR, or, with DATABASE_URL
// set, into an empty PostgreSQL database (the pictures into DATA_DIR/uploads) - which is also
// how an embedded shop moves up to PostgreSQL with every order, customer and password.

await runCommand(async () => {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run restore -- BACKUP_FILE');
  const config = loadConfig();
  const lock = await lockDataDir(config.dataDir);
  try {
    const uploadsDir = path.join(config.dataDir, 'uploads');
    const target = config.databaseUrl
      ? ({ kind: 'postgres', url: config.databaseUrl, uploadsDir } as const)
      : ({ kind: 'pglite', dbDir: path.join(config.dataDir, 'db'), uploadsDir } as const);
    const { manifest, skipped } = await restoreBackup(path.resolve(file), target);
    if (skipped.length)
      console.warn(
        `Left out ${skipped.length} entries of the archive that are not the backup's own files: ` +
          `${skipped.slice(0, 10).join(', ')}${skipped.length > 10 ? ', ...' : ''}`,
      );
    const t = manifest.tables;
    const where = config.databaseUrl ? 'PostgreSQL' : config.dataDir;
    console.log(
      `Restored the backup of ${manifest.createdAt} into ${where}: ${t.orders ?? 0} orders, ` +
        `${t.products ?? 0} products, ${t.users ?? 0} accounts, ${manifest.uploads} picture files. ` +
        'Start the shop with npm start.',
    );
  } finally {
    lock.release();
  }
});
