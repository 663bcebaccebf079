import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { walletCodes } from '../db/schema.ts';

// The SQL of wallet codes (wallet-codes.ts): writing one, reading a wallet's latest, counting its
// wrong tries, using it once, counting those sent lately, and forgetting old ones. Time is the
// database's (now()), as for every other limit, so api processes with skewed clocks agree.

export async function insertWalletCode(
  tx: DbOrTx,
  code: { wallet: string; codeHash: string; minutes: number },
): Promise<void> {
  await tx.insert(walletCodes).values({
    wallet: code.wallet,
    codeHash: code.codeHash,
    expiresAt: sql`now() + make_interval(mins => ${code.minutes})`,
  });
}

/** How many codes the wallet was sent in the last hour, counting no further than `max`. */
export async function codesSentLastHour(tx: DbOrTx, wallet: string, max: number) {
  const recent = tx
    .select({ one: sql`1` })
    .from(walletCodes)
    .where(
      and(
        eq(walletCodes.wallet, wallet),
        gt(walletCodes.createdAt, sql`now() - interval '1 hour'`),
      ),
    )
    .limit(max)
    .as('recent');
  const [row] = await tx.select({ n: count() }).from(recent);
  return row?.n ?? 0;
}

/** The wallet's latest code (a new code replaces the ones before), and whether it has expired. */
export async function latestWalletCode(tx: DbOrTx, wallet: string) {
  const [row] = await tx
    .select({
      id: walletCodes.id,
      codeHash: walletCodes.codeHash,
      wrongTries: walletCodes.wrongTries,
      used: sql<boolean>`${walletCodes.usedAt} is not null`,
      expired: sql<boolean>`${walletCodes.expiresAt} <= now()`,
    })
    .from(walletCodes)
    .where(eq(walletCodes.wallet, wallet))
    .orderBy(desc(walletCodes.createdAt))
    .limit(1);
  return row;
}

export async function addWrongTry(tx: DbOrTx, id: string): Promise<void> {
  await tx
    .update(walletCodes)
    .set({ wrongTries: sql`${walletCodes.wrongTries} + 1` })
    .where(eq(walletCodes.id, id));
}

/**
 * Marks the code used, if it still works (unused, unexpired, under `tries` wrong tries): false when
 * another request used it first, or it ran out meanwhile.
 */
export async function markWalletCodeUsed(tx: DbOrTx, id: string, tries: number): Promise<boolean> {
  const used = await tx
    .update(walletCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(walletCodes.id, id),
        isNull(walletCodes.usedAt),
        gt(walletCodes.expiresAt, sql`now()`),
        lt(walletCodes.wrongTries, tries),
      ),
    )
    .returning({ id: walletCodes.id });
  return used.length > 0;
}

/** Codes a day old count for nothing any more. */
export async function forgetOldWalletCodes(db: DbOrTx): Promise<void> {
  await db.delete(walletCodes).where(lt(walletCodes.createdAt, sql`now() - interval '1 day'`));
}
