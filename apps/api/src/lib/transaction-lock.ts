import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/**
 * Waits for, then holds until the transaction ends, a lock on `key` within `scope` (one phone
 * number's orders, one number's SMS), so that two transactions counting the same thing take
 * turns. The two-key form keeps these apart from the single-key locks of migrations.
 */
export async function lockUntilCommit(tx: DbOrTx, scope: string, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${scope}), hashtext(${key}))`);
}
