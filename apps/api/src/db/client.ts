import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { listenOn } from './listener.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of `Db`: it has the same query API. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database, or a transaction on it: what is written through a transaction is rolled back with it. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** node-postgres pool when on PostgreSQL (migrations take a session-level lock on one client). */
  pool?: pg.Pool;
  /**
   * Every write to it goes through this process: the embedded database of a data folder, which one
   * process holds. What this process read stays true until one of its own requests writes.
   */
  soleWriter: boolean;
  /**
   * Calls `onNotice` whenever a transaction that notified `channel` commits, in any process, and
   * whenever a notice may have been missed. Resolves once listening, to a function that stops.
   * PostgreSQL only: no other process writes to the embedded database.
   */
  listen?: (channel: string, onNotice: () => void) => Promise<() => Promise<void>>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Runs a script of several statements (a backup's database.sql), as psql would. */
  runScript(script: string): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; instance: PGlite };

export interface DatabaseOptions {
  /** Called with every statement the app sends through Drizzle, and its values (tests read them). */
  onQuery?: (query: string, params: unknown[]) => void;
}

/**
 * PostgreSQL through node-postgres when a URL is given; otherwise the embedded PGlite. Each
 * driver is loaded only when used, so that a start loads one of them.
 */
export async function openDatabase(
  target: DatabaseTarget,
  options: DatabaseOptions = {},
): Promise<Database> {
  const logger = options.onQuery && { logQuery: options.onQuery };
  if (target.kind === 'postgres') {
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
    // A connection the server ends (a restart, a failover) must not crash the process: an idle
    // client is replaced on next use, and a busy one fails its query, which answers 503.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      soleWriter: false,
      listen: (channel, onNotice) => listenOn(pg.Client, target.url, channel, onNotice),
      ping: async () => void (await pool.query('select 1')),
      // Without parameters node-postgres sends the simple protocol, which takes many statements.
      runScript: async (script) => void (await pool.query(script)),
      close: async () => {
        await settled(pool);
        await pool.end();
      },
    };
  }
  const client = 'instance' in target ? target.instance : await openPglite(target.dataDir);
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // A data folder is held by one process; an instance handed in may be shared (tests).
    soleWriter: !('instance' in target),
    ping: async () => void (await client.query('select 1')),
    runScript: async (script) => void (await client.exec(script)),
    close: () => client.close(),
  };
}

/**
 * The embedded database keeps 32 MB of pages in its own buffers instead of PostgreSQL's default
 * 128: its memory is the api's, which grew to 391-489 MB with 100,000 products, and pages it lets
 * go of stay in the operating system's file cache, a read away.
 */
const EMBEDDED_SETTINGS = ['shared_buffers = 32MB'];

/**
 * The embedded database, loaded only when used: its engine is some 45 MB of memory that an api
 * on PostgreSQL has no use for.
 */
async function openPglite(dataDir: string): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return PGlite.create({ dataDir, extensions: { pg_trgm }, postgresqlconf: EMBEDDED_SETTINGS });
}

/**
 * Waits (up to 10 s) until no connection is in use. At shutdown the server stops taking requests,
 * but a handler whose caller hung up may still be writing an order: its transaction must finish
 * before the pool ends. A busy pool must look idle twice, 50 ms apart, as a handler may be between
 * two statements.
 */
async function settled(pool: pg.Pool): Promise<void> {
  const busy = () => pool.totalCount > pool.idleCount || pool.waitingCount > 0;
  const deadline = Date.now() + 10_000;
  for (let quiet = busy() ? 0 : 2; quiet < 2 && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    quiet = busy() ? 0 : quiet + 1;
  }
}

/** Rows of a raw SQL query (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
