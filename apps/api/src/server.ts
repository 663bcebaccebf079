import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { ensureAdmin } from './db/seed/admin.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
  const app = await buildApp({
    config,
    database,
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
  });
  await migrate(database);
  await ensureAdmin(app.db, config, app.log);
  if (config.seedDemo) {
    // Loaded only when seeding: the catalogue's drawings and their renderer stay out of memory.
    const { seedDemoCatalogue } = await import('./db/seed/demo-catalogue.ts');
    await seedDemoCatalogue(app.db, path.join(config.dataDir, 'uploads'), app.log);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing requests in flight, then stopping`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${app.shop.name} is open at ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The shop could not start:', error);
  }
  process.exit(1);
});
