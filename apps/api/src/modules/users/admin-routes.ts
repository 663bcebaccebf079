import { idString } from '@adepa/contract/ids';
import { pageQuerySchema } from '@adepa/contract/paging';
import {
  adminUserUpdateSchema,
  successSchema,
  USERS_PAGE_SIZE,
  userPageSchema,
  userSchema,
} from '@adepa/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../lib/error-replies.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { createUserRepository, isEmailTaken, toUser } from './repository.ts';
import { EMAIL_TAKEN } from './routes.ts';

// The admins' view of accounts. An admin account cannot be deleted (so nobody can delete
// themselves), and an admin cannot take away their own admin rights.

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const users = createUserRepository(app.db);
  const idParams = z.object({ id: idString });

  app.get(
    '/',
    {
      schema: {
        tags: ['users'],
        summary: `Users, newest first, ${USERS_PAGE_SIZE} a page`,
        querystring: pageQuerySchema,
        response: { 200: userPageSchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => users.page({ page: request.query.page, pageSize: USERS_PAGE_SIZE }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'One user',
        params: idParams,
        response: { 200: userSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await users.findById(request.params.id);
      if (!user) throw notFound('User');
      return toUser(user);
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['users'],
        summary: "Change a user's name, e-mail or admin rights",
        params: idParams,
        body: adminUserUpdateSchema,
        response: {
          200: userSchema,
          ...errorReplies(400, 401, 403, 404, { 409: EMAIL_TAKEN }, 413, 415),
        },
      },
    },
    async (request) => {
      const { username, email, isAdmin } = request.body;
      if (isAdmin === false && request.params.id === viewerOf(request).id) {
        throw new HttpError(400, 'You cannot remove your own admin rights.');
      }
      if (!(await users.findById(request.params.id))) throw notFound('User');
      const user = await users
        .update(request.params.id, { username, email, isAdmin })
        .catch((error) => {
          throw isEmailTaken(error) ? new HttpError(409, EMAIL_TAKEN) : error;
        });
      if (!user) throw notFound('User');
      return toUser(user);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Delete a customer (their sessions end at once)',
        params: idParams,
        response: {
          200: successSchema,
          ...errorReplies(
            400,
            401,
            { 403: 'Not an admin, or the account is an admin’s' },
            404,
            413,
            415,
          ),
        },
      },
    },
    async (request) => {
      const user = await users.findById(request.params.id);
      if (!user) throw notFound('User');
      if (user.isAdmin) throw new HttpError(403, 'An admin account cannot be deleted.');
      await users.remove(user.id);
      return { isSuccess: true as const, message: 'User deleted' };
    },
  );
};
