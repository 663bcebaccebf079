import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/** A statement built but not run, to be run with others by `writeAsOne`. */
export type Statement = SQL;

/**
 * Runs several writes that answer nothing (inserts into different tables) as one statement, all
 * but the last in a WITH: one round trip to the database instead of one each. PostgreSQL runs
 * every part to completion, together or not at all; the parts see the database as it was before
 * the statement, so none may depend on another's rows.
 */
export async function writeAsOne(db: DbOrTx, writes: (Statement | undefined)[]): Promise<void> {
  const parts = writes.filter((write) => write !== undefined);
  const last = parts.pop();
  if (!last) return;
  const before: SQL[] = parts.map((part, i) => sql`${sql.identifier(`write${i}`)} as (${part})`);
  await db.execute(before.length ? sql`with ${sql.join(before, sql`, `)} ${last}` : last);
}
