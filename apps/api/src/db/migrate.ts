import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

// Several api processes may start at once on one PostgreSQL: an advisory lock lets one migrate
// while the others wait, then find nothing left to do.
const MIGRATION_LOCK = 7_246_001;

export async function migrate(database: Database): Promise<void> {
  if (!database.pool) {
    // Each driver's migrator is loaded here, not above: a start loads only its database's.
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants its driver's own type
    await migratePglite(database.db as any, { migrationsFolder });
    return;
  }
  const [{ drizzle }, { migrate: migratePg }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
