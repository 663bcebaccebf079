import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { passwordResetTokens, refreshTokens } from '../../db/schema.ts';

// The statements of the account's tokens, each joining its caller's transaction: refresh tokens
// (sessions.ts) and password reset tokens (password-reset.ts), both stored hashed.

export async function insertRefreshToken(
  db: DbOrTx,
  values: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** The refresh token with this hash, locked until the transaction ends. */
export async function lockRefreshToken(tx: DbOrTx, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

export async function markRefreshTokenUsed(tx: DbOrTx, id: string): Promise<void> {
  await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, id));
}

/** Revokes the family's tokens that are not revoked yet. */
export async function revokeRefreshFamily(tx: DbOrTx, familyId: string): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every token of the user that is not revoked yet. */
export async function revokeRefreshTokensOf(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** The user of the unrevoked refresh token with this hash. */
export async function refreshTokenOwner(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt)));
  return row?.userId;
}

export async function insertResetToken(
  tx: DbOrTx,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(passwordResetTokens).values(values);
}

/** Marks the user's live, unused reset token with this hash used; false when there is none. */
export async function spendResetToken(
  tx: DbOrTx,
  userId: string,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const spent = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return spent.length > 0;
}

/** Marks every unused reset token of the user used. */
export async function spendResetTokensOf(tx: DbOrTx, userId: string, now: Date): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
