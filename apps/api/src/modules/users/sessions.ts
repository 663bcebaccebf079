import { randomBytes } from 'node:crypto';
import { SESSION_HINT_COOKIE } from '@adepa/contract/cookies';
import type { Session } from '@adepa/contract/users';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { signAccessToken } from '../../lib/access-token.ts';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.ts';
import type { Viewer } from '../../plugins/auth.ts';
import {
  insertRefreshToken,
  lockRefreshToken,
  markRefreshTokenUsed,
  refreshTokenOwner,
  revokeRefreshFamily,
  revokeRefreshTokensOf,
} from './tokens-repository.ts';

// Refresh tokens: random, stored hashed, sent only in an httpOnly SameSite=Strict cookie scoped to
// /api/users. Every refresh rotates the token; the chain of rotations is a family that lives at
// most 30 days from log-in. Presenting a token that was already rotated means it was copied:
// the whole family is revoked. Logout, password change or reset and deletion revoke them all.

export const REFRESH_COOKIE = 'adepa_refresh';
export const REFRESH_COOKIE_PATH = '/api/users';
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface Family {
  id: string;
  expiresAt: Date;
}

export function createSessionService(db: Db, config: Config) {
  const secure = config.publicUrl.startsWith('https://');

  function setCookie(reply: FastifyReply, token: string, expires: Date) {
    reply.setCookie(REFRESH_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: REFRESH_COOKIE_PATH,
      expires,
    });
    // A new value with every rotation: a tab waiting to refresh sees that another tab just did.
    reply.setCookie(SESSION_HINT_COOKIE, randomBytes(6).toString('base64url'), {
      sameSite: 'strict',
      secure,
      path: '/',
      expires,
    });
  }

  return {
    /** Issues a refresh token (a new family unless one is given) and the access token, as the session body. */
    async start(
      reply: FastifyReply,
      user: Viewer,
      family?: Family,
      tx: Db | Tx = db,
    ): Promise<Session> {
      const { token, hash } = newSecretToken();
      const expiresAt = family?.expiresAt ?? new Date(Date.now() + SESSION_LIFETIME_MS);
      await insertRefreshToken(tx, {
        userId: user.id,
        familyId: family?.id ?? crypto.randomUUID(),
        tokenHash: hash,
        expiresAt,
      });
      setCookie(reply, token, expiresAt);
      return this.describe(user);
    },

    /** The session body with a fresh access token, leaving the refresh cookie as it is. */
    describe(user: Viewer): Session {
      const access = signAccessToken(user.id, config.jwtSecret);
      return {
        _id: user.id,
        username: user.username,
        email: user.email,
        isAdmin: user.isAdmin,
        role: user.role,
        token: access.token,
        expiresAt: access.expiresAt.toISOString(),
      };
    },

    /**
     * Spends a refresh token: the user id and family to continue, or undefined when the token is
     * unknown, revoked, expired or already spent (which revokes its family).
     */
    async spend(token: string): Promise<{ userId: string; family: Family } | undefined> {
      return db.transaction(async (tx) => {
        const row = await lockRefreshToken(tx, hashSecretToken(token));
        if (!row || row.revokedAt || row.expiresAt <= new Date()) return undefined;
        if (row.usedAt) {
          await revokeRefreshFamily(tx, row.familyId);
          return undefined;
        }
        await markRefreshTokenUsed(tx, row.id);
        return { userId: row.userId, family: { id: row.familyId, expiresAt: row.expiresAt } };
      });
    },

    /** The user a refresh token belongs to, if it is still live (used by logout). */
    async ownerOf(token: string): Promise<string | undefined> {
      return refreshTokenOwner(db, hashSecretToken(token));
    },

    async revokeAll(userId: string, tx: Db | Tx = db): Promise<void> {
      await revokeRefreshTokensOf(tx, userId);
    },

    clearCookie(reply: FastifyReply) {
      reply.clearCookie(SESSION_HINT_COOKIE, { path: '/', sameSite: 'strict', secure });
      reply.clearCookie(REFRESH_COOKIE, {
        path: REFRESH_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure,
      });
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
