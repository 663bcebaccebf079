import { loginRefusedSchema, TOTP_CODE_REQUIRED, TOTP_CODE_WRONG } from '@adepa/contract/two-step';
import { loginSchema, registerSchema, sessionSchema, successSchema } from '@adepa/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyAccessToken } from '../../lib/access-token.ts';
import { clientKey } from '../../lib/client-address.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { HttpError } from '../../lib/http-error.ts';
import { createLoginThrottle } from '../../lib/login-throttle.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { checkSecondFactor } from '../two-step/index.ts';
import { createUserRepository, isEmailTaken } from './repository.ts';
import { isSameSiteRequest } from './same-site.ts';
import { createSessionService, REFRESH_COOKIE } from './sessions.ts';

export const BAD_CREDENTIALS = 'Invalid email or password';
export const EMAIL_TAKEN =
  'An account with this e-mail address already exists. Please log in instead.';
export const SESSION_ENDED = 'Your session has ended. Please log in again.';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = createUserRepository(app.db);
  const sessions = createSessionService(app.db, app.config);
  const throttle = createLoginThrottle(app.rateLimiter, app.config.limits);
  // Unknown e-mails are checked against this hash, so that they take as long as a wrong password.
  const decoyHash = hashPassword('decoy-password-for-unknown-accounts');

  app.post(
    '/',
    {
      onRequest: app.limitAnonymousWrites,
      schema: {
        tags: ['users'],
        summary: 'Sign up',
        body: registerSchema,
        response: { 201: sessionSchema, ...errorReplies(400, { 409: EMAIL_TAKEN }, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { username, email, password } = request.body;
      if (await users.findByEmail(email)) throw new HttpError(409, EMAIL_TAKEN);
      const user = await users
        .create({ username, email, passwordHash: await hashPassword(password) })
        .catch((error) => {
          throw isEmailTaken(error) ? new HttpError(409, EMAIL_TAKEN) : error;
        });
      return reply.status(201).send(await sessions.start(reply, user));
    },
  );

  app.post(
    '/auth',
    {
      schema: {
        tags: ['users'],
        summary: 'Log in',
        body: loginSchema,
        response: {
          200: sessionSchema,
          ...errorReplies(400, 413, 415, {
            429: 'Too many failed log-ins: try again after `retry-after` seconds',
          }),
          401: loginRefusedSchema.describe(
            `${BAD_CREDENTIALS}; or, with \`totpRequired: true\`, send \`code\` too (authenticator or recovery code)`,
          ),
        },
      },
    },
    async (request, reply) => {
      const { email, password, code } = request.body;
      await throttle.check(email, clientKey(request));
      const user = await users.findByEmail(email);
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
      if (!user || !valid) {
        await throttle.failed(email, clientKey(request));
        throw new HttpError(401, BAD_CREDENTIALS);
      }
      // The password is right; a staff member with two-step sign-in on still needs a code, and a
      // wrong one counts as a failed log-in.
      const second = await checkSecondFactor(app.db, user, code, app.config.jwtSecret);
      if (second === 'missing') {
        return reply.status(401).send({ error: TOTP_CODE_REQUIRED, totpRequired: true });
      }
      if (second === 'wrong') {
        await throttle.failed(email, clientKey(request));
        return reply.status(401).send({ error: TOTP_CODE_WRONG, totpRequired: true });
      }
      await throttle.succeeded(email);
      return sessions.start(reply, user);
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['users'],
        summary: 'Log out: ends every session of the caller',
        response: { 200: successSchema, ...errorReplies(400, 413, 415) },
      },
    },
    async (request, reply) => {
      const cookie = request.cookies[REFRESH_COOKIE];
      const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const userId =
        (cookie && (await sessions.ownerOf(cookie))) ||
        (bearer && verifyAccessToken(bearer, app.config.jwtSecret)?.sub);
      if (userId) await sessions.revokeAll(userId);
      sessions.clearCookie(reply);
      return { isSuccess: true as const, message: 'You have been logged out.' };
    },
  );

  app.get(
    '/refresh-token',
    {
      schema: {
        tags: ['users'],
        summary: 'A new session from the refresh cookie (the cookie is rotated)',
        response: {
          200: sessionSchema,
          ...errorReplies({
            401: 'No refresh cookie, or its session has ended',
            403: 'The request did not come from the shop’s own pages',
          }),
        },
      },
    },
    async (request, reply) => {
      if (!isSameSiteRequest(request, app.config.publicUrl)) {
        throw new HttpError(403, 'This request did not come from the shop.');
      }
      const token = request.cookies[REFRESH_COOKIE];
      const spent = token ? await sessions.spend(token) : undefined;
      const user = spent && (await users.findViewer(spent.userId));
      if (!spent || !user) {
        sessions.clearCookie(reply);
        throw new HttpError(401, SESSION_ENDED);
      }
      return sessions.start(reply, user, spent.family);
    },
  );
};
