import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../db/client.ts';
import { migrationsFolder } from '../db/migrate.ts';

// The shop's database as one plain SQL script, the same from PGlite and from PostgreSQL: the
// schema (the migrations the database has applied, with their bookkeeping, so the shop later
// applies only newer ones), then every row, then the sequences. `psql -f` loads it into an empty
// PostgreSQL database, and `npm run restore` into PGlite or PostgreSQL. It is read in one
// repeatable-read transaction, so it is one moment of the shop even while orders come in.

/** Rows the triggers rebuild as the products are loaded; copying them would only collide. */
const DERIVED_TABLES = new Set([
  'catalogue_state',
  'stock_state',
  'search_words',
  'catalogue_counts',
]);
const ROWS_PER_STATEMENT = 200;
const ROWS_PER_READ = 2000;

export type DumpSummary = { tables: Record<string, number> };

type Migration = { hash: string; created_at: string };
type JournalEntry = { tag: string; when: number };

export async function dumpDatabase(db: Db, out: Writable): Promise<DumpSummary> {
  const write = (text: string) =>
    new Promise<void>((resolve, reject) =>
      out.write(text, (error) => (error ? reject(error) : resolve())),
    );
  return db.transaction(
    async (tx) => {
      const summary: DumpSummary = { tables: {} };
      await write(
        '-- The shop database: schema, rows and sequences. Load it into an empty database with\n' +
          '-- `psql -v ON_ERROR_STOP=1 -f database.sql`, or restore the whole backup with `npm run restore`.\n' +
          'SET client_encoding = UTF8;\nSET standard_conforming_strings = on;\nBEGIN;\n\n',
      );
      await write(await schemaScript(tx));
      for (const table of await tablesInLoadOrder(tx)) {
        if (DERIVED_TABLES.has(table)) continue;
        summary.tables[table] = await dumpTable(tx, table, write);
      }
      await write(await sequencesScript(tx));
      await write('COMMIT;\n');
      return summary;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The applied migrations' SQL in order, and drizzle's record of them. */
async function schemaScript(tx: Tx): Promise<string> {
  const applied = await queryRows<Migration>(
    tx,
    sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at`,
  );
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: JournalEntry[] };
  const parts: string[] = [];
  for (const migration of applied) {
    const entry = journal.entries.find((e) => String(e.when) === migration.created_at);
    if (!entry) {
      throw new Error(
        `The database has a migration (${migration.created_at}) this version of the shop does not know`,
      );
    }
    parts.push(`-- migration ${entry.tag}\n`);
    parts.push(readFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), 'utf8').trimEnd());
    parts.push('\n\n');
  }
  parts.push(
    'CREATE SCHEMA IF NOT EXISTS drizzle;\n' +
      'CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint);\n',
  );
  for (const m of applied)
    parts.push(
      `INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${literal(m.hash)}, ${m.created_at});\n`,
    );
  return `${parts.join('')}\n`;
}

/** Tables of the public schema, each after the tables its foreign keys point to. */
async function tablesInLoadOrder(tx: Tx): Promise<string[]> {
  const tables = await queryRows<{ name: string }>(
    tx,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const references = await queryRows<{ child: string; parent: string }>(
    tx,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const r of references)
      if (unquote(r.child) === table && unquote(r.parent) !== table) visit(unquote(r.parent), path);
    ordered.push(table);
  };
  for (const { name } of tables) visit(name, new Set());
  return ordered;
}

const unquote = (name: string) => name.replace(/^"|"$/g, '');

/** The table's rows as INSERT statements, in primary-key order; returns how many. */
async function dumpTable(tx: Tx, table: string, write: (text: string) => Promise<void>) {
  const columns = (
    await queryRows<{ name: string }>(
      tx,
      sql`select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
          order by ordinal_position`,
    )
  ).map((c) => c.name);
  const key = (
    await queryRows<{ name: string }>(
      tx,
      sql`select a.attname as name from pg_index i
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
          where i.indrelid = ${`public.${quoteIdent(table)}`}::regclass and i.indisprimary
          order by array_position(i.indkey::int2[], a.attnum)`,
    )
  ).map((c) => c.name);
  const columnList = columns.map(quoteIdent).join(', ');
  const asText = sql.raw(columns.map((c) => `${quoteIdent(c)}::text`).join(', '));
  const order = sql.raw((key.length ? key : columns).map(quoteIdent).join(', '));
  let count = 0;
  await write(`-- ${table}\n`);
  for (let offset = 0; ; offset += ROWS_PER_READ) {
    const rows = await queryRows<Record<string, string | null>>(
      tx,
      sql`select ${asText} from ${sql.raw(`public.${quoteIdent(table)}`)} order by ${order}
          limit ${ROWS_PER_READ} offset ${offset}`,
    );
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
      const values = rows
        .slice(start, start + ROWS_PER_STATEMENT)
        .map((row) => `(${columns.map((c) => literal(row[c] ?? null)).join(', ')})`)
        .join(',\n  ');
      await write(`INSERT INTO public.${quoteIdent(table)} (${columnList}) VALUES\n  ${values};\n`);
    }
    count += rows.length;
    if (rows.length < ROWS_PER_READ) break;
  }
  await write('\n');
  return count;
}

/** Every sequence where it stood, so new order numbers continue from the last one. */
async function sequencesScript(tx: Tx): Promise<string> {
  const sequences = await queryRows<{ schema: string; name: string }>(
    tx,
    sql`select schemaname as schema, sequencename as name from pg_sequences
        where schemaname in ('public', 'drizzle') order by schemaname, sequencename`,
  );
  const lines: string[] = [];
  for (const { schema, name } of sequences) {
    const qualified = `${quoteIdent(schema)}.${quoteIdent(name)}`;
    const [state] = await queryRows<{ last_value: string; is_called: boolean }>(
      tx,
      sql`select last_value::text as last_value, is_called from ${sql.raw(qualified)}`,
    );
    if (state)
      lines.push(
        `SELECT setval(${literal(qualified)}, ${state.last_value}, ${state.is_called});\n`,
      );
  }
  return `${lines.join('')}\n`;
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A value as an SQL literal in PostgreSQL's text form (standard_conforming_strings on). */
function literal(value: string | null): string {
  return value === null ? 'NULL' : `'${value.replaceAll("'", "''")}'`;
}
