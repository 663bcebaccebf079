import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client.ts';

// What a restore (restore.ts) asks of the database it fills: whether it holds any table yet, and
// how many rows a table holds once loaded. The dump itself (dump.ts) reads every table through the
// database's own catalogue, SQL by its nature, and stays whole in its file.

/** How many tables the database's public schema holds. */
export async function publicTableCount(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ tables: number }>(
    db,
    sql`select count(*)::int as tables from pg_tables where schemaname = 'public'`,
  );
  return row?.tables ?? 0;
}

/** How many rows the table named holds. */
export async function rowCount(db: DbOrTx, table: string): Promise<number | undefined> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${sql.identifier(table)}`,
  );
  return row?.count;
}
