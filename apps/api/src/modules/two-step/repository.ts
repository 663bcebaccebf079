import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { staffTotp, totpRecoveryCodes, users } from '../../db/schema.ts';

// The statements of a staff member's second factor; the key stays sealed here, the caller opens it.

export async function totpOf(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(staffTotp).where(eq(staffTotp.userId, userId));
  return row;
}

/**
 * Puts a key in force, its first code's step taken: any earlier key and its recovery codes give
 * way to it and to the new codes (only their hashes).
 */
export async function enableTotp(
  tx: DbOrTx,
  userId: string,
  sealedSecret: string,
  step: number,
  codeHashes: string[],
): Promise<void> {
  const enabled = { sealedSecret, enabledAt: new Date(), lastStep: step };
  await tx
    .insert(staffTotp)
    .values({ userId, ...enabled })
    .onConflictDoUpdate({ target: staffTotp.userId, set: enabled });
  await replaceRecoveryCodes(tx, userId, codeHashes);
}

/** The account's recovery codes, all of them new: the old ones, spent or not, stop working. */
export async function replaceRecoveryCodes(
  tx: DbOrTx,
  userId: string,
  codeHashes: string[],
): Promise<void> {
  await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
  await tx.insert(totpRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** How many of the account's recovery codes are still unspent. */
export async function recoveryCodesLeft(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(totpRecoveryCodes)
    .where(and(eq(totpRecoveryCodes.userId, userId), isNull(totpRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/**
 * Takes a code's step: one conditional update, so two log-ins racing with the same code cannot
 * both have it; false when a step as new was taken already.
 */
export async function recordTotpStep(tx: DbOrTx, userId: string, step: number): Promise<boolean> {
  const taken = await tx
    .update(staffTotp)
    .set({ lastStep: step })
    .where(
      and(
        eq(staffTotp.userId, userId),
        or(isNull(staffTotp.lastStep), lt(staffTotp.lastStep, step)),
      ),
    )
    .returning({ userId: staffTotp.userId });
  return taken.length > 0;
}

/** Spends the recovery code; false when it is not the user's or was spent already. */
export async function spendRecoveryCode(
  tx: DbOrTx,
  userId: string,
  codeHash: string,
): Promise<boolean> {
  const spent = await tx
    .update(totpRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(totpRecoveryCodes.userId, userId),
        eq(totpRecoveryCodes.codeHash, codeHash),
        isNull(totpRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: totpRecoveryCodes.id });
  return spent.length > 0;
}

/** Turns the second factor off: the key and every recovery code go; false when there was none. */
export async function removeTotp(tx: DbOrTx, userId: string): Promise<boolean> {
  await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
  const removed = await tx
    .delete(staffTotp)
    .where(eq(staffTotp.userId, userId))
    .returning({ userId: staffTotp.userId });
  return removed.length > 0;
}

/** The id of the account with this e-mail address, in any case. */
export async function userIdByEmail(db: DbOrTx, email: string): Promise<string | undefined> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return user?.id;
}
