import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { adminUrl, templateName } from '../helpers/postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

// Migrates one template per run; each test file then starts from a copy of it: a PGlite data
// dump, or a PostgreSQL database created from a template database (dropped again at the end).
export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DATABASE === 'postgres') {
    const name = templateName();
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const database = await openDatabase({ kind: 'postgres', url: adminUrl(name) });
    await migrate(database);
    await database.close();
    project.provide('postgresTemplate', name);
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'adepa-pglite-'));
  const client = await PGlite.create({ dataDir: 'memory://', extensions: { pg_trgm } });
  await migrate(await openDatabase({ kind: 'pglite', instance: client }));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
