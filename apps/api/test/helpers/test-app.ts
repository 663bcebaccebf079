import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type Database, type DatabaseOptions, openDatabase } from '../../src/db/client.ts';
import { adminUrl, scratchName } from './postgres.ts';

export type TestDatabase = Database & {
  /** The database's address, on PostgreSQL. */
  url?: string;
  /** Another connection to the same database, as a second api process would have. */
  connectAgain(): Promise<Database>;
  dispose(): Promise<void>;
};

/** A fresh, migrated database of the kind this test project runs on (TEST_DATABASE). */
export async function createTestDatabase(options: DatabaseOptions = {}): Promise<TestDatabase> {
  if (process.env.TEST_DATABASE === 'postgres') {
    const name = scratchName();
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    const url = adminUrl(name);
    const database = await openDatabase({ kind: 'postgres', url }, options);
    const others: Database[] = [];
    return {
      ...database,
      url,
      async connectAgain() {
        const other = await openDatabase({ kind: 'postgres', url });
        others.push(other);
        return other;
      },
      async dispose() {
        await Promise.all(others.map((o) => o.close()));
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const loadDataDir = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const client = await PGlite.create({
    dataDir: 'memory://',
    loadDataDir,
    extensions: { pg_trgm },
  });
  const database = await openDatabase({ kind: 'pglite', instance: client }, options);
  // PGlite is one embedded connection: a second "process" shares it (without closing it).
  return {
    ...database,
    connectAgain: async () => ({ ...database, close: async () => {} }),
    dispose: () => database.close(),
  };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  webDist?: string;
  /** Run as a second api process on this app's database. */
  besides?: { database: TestDatabase };
  /** Receives every log line the app writes (at info level); otherwise the app is silent. */
  log?: (line: string) => void;
  /** The secret that lets the owner's backup tool ask this app for a backup. */
  controlToken?: string;
  /** Runs on the built app before it is ready, to add hooks that watch every request. */
  beforeReady?: (app: FastifyInstance) => void;
  /** Run as the one process that writes to its database, as on an embedded data folder. */
  soleWriter?: boolean;
}

/** The SQL statements the app has sent since the last `reset()`, with their values in `sent`. */
function statementLog() {
  const statements: string[] = [];
  const sent: { query: string; params: unknown[] }[] = [];
  return {
    statements,
    sent,
    onQuery: (query: string, params: unknown[]) => {
      statements.push(query);
      sent.push({ query, params });
    },
    reset: () => {
      statements.splice(0);
      sent.splice(0);
    },
  };
}

/** The whole api on a fresh database, driven through `app.inject` (no port is opened). */
export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'adepa-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const sql = statementLog();
  const database: TestDatabase = options.besides
    ? {
        ...(await options.besides.database.connectAgain()),
        connectAgain: options.besides.database.connectAgain,
        dispose: async () => {},
      }
    : await createTestDatabase({ onQuery: sql.onQuery });
  const cleanUp = async () => {
    await database.dispose();
    await rm(dataDir, { recursive: true, force: true });
  };
  const app = await buildApp({
    config,
    database: options.soleWriter ? { ...database, soleWriter: true } : database,
    webDist: options.webDist ?? path.join(dataDir, 'no-web-build'),
    controlToken: options.controlToken,
    ...(options.log && { logger: { level: 'info', stream: { write: options.log } } }),
  }).catch(async (error) => {
    // A test of a refused start leaves no database behind.
    await cleanUp();
    throw error;
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    /** Statements sent through Drizzle by this app (not by a `besides` one). */
    sql,
    async close() {
      await app.close();
      await cleanUp();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
