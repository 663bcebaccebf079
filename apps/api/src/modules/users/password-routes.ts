import { idString } from '@adepa/contract/ids';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  profileSchema,
  resetPasswordSchema,
  sessionSchema,
  successSchema,
} from '@adepa/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey } from '../../lib/client-address.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { HttpError } from '../../lib/http-error.ts';
import { createLoginThrottle } from '../../lib/login-throttle.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { serviceDeps } from '../../plugins/service-deps.ts';
import { createPasswordReset } from './password-reset.ts';
import { createUserRepository, isEmailTaken } from './repository.ts';
import { EMAIL_TAKEN } from './routes.ts';
import { createSessionService } from './sessions.ts';

export const RESET_LINK_SENT =
  'If an account uses this e-mail address, a password reset link is on its way.';
export const RESET_LINK_INVALID =
  'This password reset link is not valid or has expired. Please ask for a new one.';

const LINK_OR_FIELDS_INVALID =
  'The link is not valid or has expired, or the request is not valid (`fields`)';

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = createUserRepository(app.db);
  const sessions = createSessionService(app.db, app.config);
  const reset = createPasswordReset(serviceDeps(app), sessions);
  const throttle = createLoginThrottle(app.rateLimiter, app.config.limits);

  app.put(
    '/profile',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Change my name, e-mail or password',
        body: profileSchema,
        response: { 200: sessionSchema, ...errorReplies(400, 401, { 409: EMAIL_TAKEN }, 413, 415) },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { username, email, password } = request.body;
      const passwordHash = password ? await hashPassword(password) : undefined;
      const user = await users
        .update(viewer.id, { username, email, passwordHash })
        .catch((error) => {
          throw isEmailTaken(error) ? new HttpError(409, EMAIL_TAKEN) : error;
        });
      if (!user) throw new HttpError(401, 'Please log in to continue.');
      if (!passwordHash) return sessions.describe(user);
      await sessions.revokeAll(user.id);
      return sessions.start(reply, user);
    },
  );

  app.post(
    '/forgot-password',
    {
      onRequest: app.limitAnonymousWrites,
      schema: {
        tags: ['users'],
        summary: 'E-mail a password reset link',
        body: forgotPasswordSchema,
        response: { 200: successSchema, ...errorReplies(400, 413, 415, 429) },
      },
    },
    async (request) => {
      const user = await users.findByEmail(request.body.email);
      if (user) await reset.send(user);
      return { isSuccess: true as const, message: RESET_LINK_SENT };
    },
  );

  app.post(
    '/reset-password/:userId/:resetToken',
    {
      onRequest: app.limitAnonymousWrites,
      schema: {
        tags: ['users'],
        summary: 'Choose a new password with the link from the e-mail',
        params: z.object({ userId: idString, resetToken: z.string().max(200) }),
        body: resetPasswordSchema,
        response: {
          200: successSchema,
          ...errorReplies({ 400: LINK_OR_FIELDS_INVALID }, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const { userId, resetToken } = request.params;
      if (!(await reset.use(userId, resetToken, request.body.password)))
        throw new HttpError(400, RESET_LINK_INVALID);
      return {
        isSuccess: true as const,
        message: 'Your password has been changed. You can now log in.',
      };
    },
  );

  app.post(
    '/change-password/:userId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Change my password (ends my other sessions)',
        params: z.object({ userId: idString }),
        body: changePasswordSchema,
        response: {
          200: sessionSchema,
          ...errorReplies(400, 401, { 403: 'Not the caller’s own account' }, 413, 415, {
            429: 'Too many wrong old passwords: try again after `retry-after` seconds',
          }),
        },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      if (request.params.userId !== viewer.id)
        throw new HttpError(403, 'You can only change your own password.');
      const user = await users.findById(viewer.id);
      if (!user) throw new HttpError(401, 'Please log in to continue.');
      await throttle.check(user.email, clientKey(request));
      if (!(await verifyPassword(user.passwordHash, request.body.oldPassword))) {
        await throttle.failed(user.email, clientKey(request));
        throw new HttpError(400, 'Your old password is not correct.');
      }
      const updated = await users.update(user.id, {
        passwordHash: await hashPassword(request.body.password),
      });
      await sessions.revokeAll(user.id);
      return sessions.start(reply, updated ?? user);
    },
  );
};
