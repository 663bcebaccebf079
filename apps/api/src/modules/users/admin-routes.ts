import { idString } from '@adepa/contract/ids';
import { pageQuerySchema } from '@adepa/contract/paging';
import { NOT_ALLOWED, type StaffRole } from '@adepa/contract/staff';
import { LAST_OWNER, OWN_ROLE } from '@adepa/contract/staff-actions';
import {
  adminUserUpdateSchema,
  successSchema,
  USERS_PAGE_SIZE,
  userPageSchema,
  userSchema,
} from '@adepa/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../activity/index.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { createUserRepository, isEmailTaken, toUser } from './repository.ts';
import { EMAIL_TAKEN } from './routes.ts';

// The owner's view of accounts. A staff account cannot be deleted (so nobody can delete
// themselves); nobody changes their own role, and the shop always keeps one owner.

/**
 * The role an edit asks for: `role` as given, else `isAdmin` (true: staff, an owner unless
 * already staff, so a client that sends the flag back unchanged keeps a desk a desk; false: a
 * customer); undefined when it asks for none.
 */
function roleAsked(
  body: { role?: StaffRole | null; isAdmin?: boolean },
  now: StaffRole | null,
): StaffRole | null | undefined {
  if (body.role !== undefined) return body.role;
  if (body.isAdmin === undefined) return undefined;
  return body.isAdmin ? (now ?? 'owner') : null;
}

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff);
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
        summary:
          "Change a user's name, e-mail or role (`role`: owner, orders, catalogue or null for a customer; `isAdmin: true` makes a customer an owner). Nobody changes their own role; the last owner stays one",
        params: idParams,
        body: adminUserUpdateSchema,
        response: {
          200: userSchema,
          ...errorReplies(
            400,
            401,
            { 403: 'Not the owner, or the caller’s own role' },
            404,
            { 409: `${EMAIL_TAKEN} Or: ${LAST_OWNER}` },
            413,
            415,
          ),
        },
      },
    },
    async (request) => {
      const { username, email } = request.body;
      const target = await users.findById(request.params.id);
      if (!target) throw notFound('User');
      const role = roleAsked(request.body, target.role);
      const me = viewerOf(request).id;
      const change = role !== undefined && role !== target.role ? { role, byId: me } : undefined;
      if (change && target.id === me) throw new HttpError(403, OWN_ROLE);
      const actor = actorOf(viewerOf(request));
      const user = await users
        .edit(target.id, { username, email }, change, actor)
        .catch((error) => {
          throw isEmailTaken(error) ? new HttpError(409, EMAIL_TAKEN) : error;
        });
      if (user === 'last-owner') throw new HttpError(409, LAST_OWNER);
      if (user === 'not-owner') throw new HttpError(403, NOT_ALLOWED);
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
            { 403: 'Not the owner, or the account is a staff member’s' },
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
      if (user.isAdmin)
        throw new HttpError(403, 'A staff account cannot be deleted: make them a customer first.');
      await users.remove(user.id, actorOf(viewerOf(request)));
      return { isSuccess: true as const, message: 'User deleted' };
    },
  );
};
