import { NOT_ALLOWED, type StaffRole } from '@adepa/contract/staff';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { verifyAccessToken } from '../lib/access-token.ts';
import { HttpError } from '../lib/http-error.ts';
import { rolesOf } from './staff-routes.ts';

// Who is calling. A Bearer access token names the user; the user is read afresh on every call, so a
// deleted user's token stops working at once and a demoted staff member loses the role at once.
// Routes declare their audience with these as onRequest hooks, so that a caller who may not
// call a route is refused before its body is even read: visitors get 401, customers on back-office
// routes 403, and staff 403 on a route their role may not call (staff-routes.ts says which).

/** The signed-in caller, as read afresh for each request. */
export interface Viewer {
  id: string;
  username: string;
  email: string;
  /** A staff member's role; null for a customer. */
  role: StaffRole | null;
  /** Any staff member (the spec's admin). */
  isAdmin: boolean;
}

export interface AuthPluginOptions {
  /** The user an access token names, if there still is one (the users module's read). */
  findViewer: (id: string) => Promise<Viewer | undefined>;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Staff whose role the route's entry in staff-routes.ts names. */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Reads the token when one is sent (a bad one is still 401); visitors pass as `viewer: null`. */
    identifyUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const PLEASE_LOG_IN = 'Please log in to continue.';
export const ADMINS_ONLY = "Only the shop's admins can do this.";

export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  app.decorateRequest('viewer', null);

  async function callerOf(request: FastifyRequest): Promise<Viewer | null | 'invalid'> {
    const header = request.headers.authorization;
    if (!header) return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const claims = match && verifyAccessToken(match[1]!, app.config.jwtSecret);
    if (!claims) return 'invalid';
    return (await options.findViewer(claims.sub)) ?? 'invalid';
  }

  app.decorate('identifyUser', async (request: FastifyRequest) => {
    const viewer = await callerOf(request);
    if (viewer === 'invalid') throw new HttpError(401, PLEASE_LOG_IN);
    request.viewer = viewer;
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const viewer = await callerOf(request);
    if (!viewer || viewer === 'invalid') throw new HttpError(401, PLEASE_LOG_IN);
    request.viewer = viewer;
  });
  app.decorate('requireStaff', async (request: FastifyRequest, reply: FastifyReply) => {
    await app.requireUser(request, reply);
    const role = request.viewer?.role;
    if (!role) throw new HttpError(403, ADMINS_ONLY);
    if (!rolesOf(request.method, request.routeOptions.url).includes(role))
      throw new HttpError(403, NOT_ALLOWED);
  });
});

/** The signed-in caller, for handlers behind requireUser/requireStaff. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new HttpError(401, PLEASE_LOG_IN);
  return request.viewer;
}
