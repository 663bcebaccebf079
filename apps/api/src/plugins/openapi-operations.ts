import type { FastifyInstance, RouteOptions } from 'fastify';
import { rolesOf } from './staff-routes.ts';

// Who may call each operation, its roles and its id, read from the route itself (its onRequest
// hooks and staff-routes.ts), so that no route file says it twice.

type Hook = RouteOptions['onRequest'];

const hooksOf = (route: RouteOptions): unknown[] => [route.onRequest ?? []].flat() as unknown[];

/** `GET /api/orders/get-orders` as `getApiOrdersGetOrders`: stable, unique per method and url. */
export function operationIdOf(method: string, url: string): string {
  const words = `${method} ${url}`
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
}

/** What the document adds to one operation. */
export function operationFacts(app: FastifyInstance, route: RouteOptions, url: string) {
  const method = [route.method].flat()[0]!;
  const hooks = hooksOf(route);
  const has = (hook: Hook) => hooks.includes(hook);
  const roles = rolesOf(method, url);
  const staff = has(app.requireStaff) || roles.length > 0;
  const security: Record<string, string[]>[] =
    staff || has(app.requireUser)
      ? [{ bearer: [] }]
      : has(app.identifyUser)
        ? [{}, { bearer: [] }]
        : [];
  return {
    operationId: route.schema?.operationId ?? operationIdOf(method, url),
    security,
    ...(staff && { 'x-roles': [...roles] }),
    ...(staff && { rolesSentence: `Staff roles: ${roles.join(', ')}.` }),
  };
}
