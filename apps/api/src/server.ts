import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { buildApp } from './app.ts';
import { newestBackup } from './backups/index.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { ensureAdmin } from './db/admin-account.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { DataDirInUseError, lockDataDir } from './lib/data-dir-lock.ts';

async function main() {
  const config = loadConfig();
  // The embedded database has one owner; on PostgreSQL several api processes share the work.
  const lock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openEmbedded(config);
  const controlToken = randomBytes(32).toString('base64url');
  // A refusal to build (a setting too long for the SMS texts) leaves the database as it found it.
  const refused = async (error: unknown) => {
    await database.close();
    lock?.release();
    throw error;
  };
  const app = await buildApp({
    config,
    database,
    controlToken,
    logger: {
      level: config.logLevel,
      ...(process.stdout.isTTY && config.env !== 'production'
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
            },
          }
        : {}),
    },
  }).catch(refused);
  await migrate(database);
  await ensureAdmin(app.db, config, app.log);
  if (config.seedDemo) {
    // Loaded only when seeding: the catalogue's drawings and their renderer stay out of memory.
    const { seedDemoCatalogue } = await import('../demo/seed.ts');
    await seedDemoCatalogue(app.db, path.join(config.dataDir, 'uploads'), app.log);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // A start on this folder meanwhile (a restart) waits for the lock instead of refusing.
    lock?.markStopping();
    app.log.info(`${signal}: finishing requests in flight, then stopping`);
    await app.close();
    await database.close();
    lock?.release();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  // `npm run backup` finds the running shop, and the secret to ask it with, in the lock file.
  lock?.announce({ url: controlUrl(address), token: controlToken });
  // The page renderer is loaded once the api answers (a page asked for meanwhile waits for it);
  // one that cannot be loaded stops the start, as it did when it was loaded before listening.
  await app.loadPageRenderer().catch(async (error) => {
    await app.close();
    await database.close();
    lock?.release();
    throw error;
  });
  app.log.info(`${app.shop.name} is open at ${config.publicUrl} (database: ${database.kind})`);
}

class UnreadableDatabaseError extends Error {}

/**
 * The embedded database, or a stop that says what happened and how to get the shop back. A data
 * folder PGlite cannot open (after a crash or a disk fault) is left exactly as it is.
 */
async function openEmbedded(config: Config) {
  const dbDir = path.join(config.dataDir, 'db');
  try {
    return await openDatabase({ kind: 'pglite', dataDir: dbDir });
  } catch (error) {
    const backup = newestBackup(config.backups.dir);
    throw new UnreadableDatabaseError(
      `The shop's database in ${dbDir} could not be opened (${(error as Error).message ?? error}). ` +
        'Nothing in it has been changed or deleted.\n' +
        (backup
          ? `To go back to the last backup: move ${dbDir} aside (keep it, it may still be rescued), ` +
            `then run: npm run restore -- ${backup}`
          : `There is no backup in ${config.backups.dir}; keep ${dbDir} as it is and ask for help.`),
    );
  }
}

/** The listening address as the owner's tools on this machine reach it. */
function controlUrl(address: string): string {
  const url = new URL(address);
  if (url.hostname === '0.0.0.0' || url.hostname === '[::]') url.hostname = '127.0.0.1';
  return url.origin;
}

main().catch((error) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof UnreadableDatabaseError
  ) {
    console.error(error.message);
  } else {
    console.error('The shop could not start:', error);
  }
  process.exit(1);
});
