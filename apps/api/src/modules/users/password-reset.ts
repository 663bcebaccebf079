import { paths } from '@adepa/contract/paths';
import { isPublicId } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.ts';
import { renderMail } from '../../mail/index.ts';
import type { ServiceDeps } from '../../plugins/service-deps.ts';
import { setPasswordHash } from './repository.ts';
import type { SessionService } from './sessions.ts';
import { insertResetToken, spendResetToken, spendResetTokensOf } from './tokens-repository.ts';

// Reset links carry a random token that is stored hashed, works once and expires after an hour.
// The link is built from PUBLIC_URL, never from the request's Host header. Using it changes the
// password and ends every session of the account.

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

type ResetDeps = Pick<ServiceDeps, 'db' | 'mail' | 'shop' | 'publicUrl'>;

export function createPasswordReset(
  { db, mail, shop, publicUrl }: ResetDeps,
  sessions: SessionService,
) {
  return {
    /** Writes a reset token and its e-mail in one transaction. */
    async send(user: { id: string; username: string; email: string }): Promise<void> {
      const { token, hash } = newSecretToken();
      const link = `${publicUrl}${paths.resetPassword(user.id, token)}`;
      await db.transaction(async (tx) => {
        await insertResetToken(tx, {
          userId: user.id,
          tokenHash: hash,
          expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
        });
        await mail.enqueue(tx, {
          to: user.email,
          ...renderMail(shop, {
            subject: `Reset your ${shop.name} password`,
            greeting: `Hello ${user.username},`,
            paragraphs: [
              'Someone (we hope you) asked to reset the password of your account.',
              'Tap the button below within one hour to choose a new password. The link works once.',
            ],
            action: { label: 'Choose a new password', url: link },
            footnote:
              'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
          }),
        });
      });
      mail.wake();
    },

    /** Sets the new password if the link is live; false for an unknown, used or expired link. */
    async use(userId: string, token: string, password: string): Promise<boolean> {
      if (!isPublicId(userId)) return false;
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const now = new Date();
        if (!(await spendResetToken(tx, userId, hashSecretToken(token), now))) return false;
        // Every other link sent to this account stops working too.
        await spendResetTokensOf(tx, userId, now);
        await setPasswordHash(tx, userId, passwordHash, now);
        await sessions.revokeAll(userId, tx);
        return true;
      });
    },
  };
}
