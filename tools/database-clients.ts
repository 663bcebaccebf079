import path from 'node:path';
import pg from 'pg';
import { lockDataDir } from '../apps/api/src/lib/data-dir-lock.ts';

// One connection per piece of work, closed whatever happens. An embedded database is opened as
// the shop opens it, its data folder locked first, so only while no shop process holds it.

/** What both databases' clients answer to: node-postgres's Client and PGlite. */
export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export async function withClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The embedded database in `dataDir/db` of a stopped shop. */
export async function withEmbedded<T>(
  dataDir: string,
  work: (client: Queryable) => Promise<T>,
): Promise<T> {
  const lock = await lockDataDir(dataDir);
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  const client = await PGlite.create({
    dataDir: path.join(dataDir, 'db'),
    extensions: { pg_trgm },
  });
  try {
    return await work(client as unknown as Queryable);
  } finally {
    await client.close();
    lock.release();
  }
}
