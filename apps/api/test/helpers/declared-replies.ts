import type { FastifyInstance } from 'fastify';

// What each route says it answers, read from the OpenAPI document the api serves at
// /api/docs/json (generated from the routes' response schemas), so that tests can hold every
// answer a route gives to what its schema declares.

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
export type DocumentedReply = {
  description?: string;
  content?: Record<string, { schema?: JsonSchema }>;
};
export type Operation = { responses?: Record<string, DocumentedReply> };

/** Left out of the document on purpose: the docs, the uploaded files, the search-engine files. */
export const NOT_DOCUMENTED = (route: string) =>
  route.startsWith('GET /api/docs') ||
  route === 'GET /uploads/*' ||
  route === 'GET /robots.txt' ||
  route === 'GET /sitemap.xml';

/** Each documented route, named as in `app.routeList` (`PUT /api/users/:id`), and its operation. */
export async function documentedRoutes(app: FastifyInstance): Promise<Map<string, Operation>> {
  const res = await app.inject({ url: '/api/docs/json' });
  const { paths } = res.json() as { paths: Record<string, Record<string, Operation>> };
  const routes = new Map<string, Operation>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations))
      routes.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, operation);
  }
  return routes;
}

/** The statuses each documented route declares. */
export async function declaredStatuses(app: FastifyInstance): Promise<Map<string, Set<number>>> {
  const declared = new Map<string, Set<number>>();
  for (const [route, operation] of await documentedRoutes(app))
    declared.set(route, new Set(Object.keys(operation.responses ?? {}).map(Number)));
  return declared;
}

/**
 * The statuses of `answers` that `route` does not declare; none for a route the document leaves
 * out on purpose, every one for a route it leaves out by mistake.
 */
export function undeclared(
  declared: Map<string, Set<number>>,
  route: string,
  answers: number[],
): number[] {
  if (NOT_DOCUMENTED(route)) return [];
  return answers.filter((status) => !declared.get(route)?.has(status));
}

/**
 * Tells `record` which route gave each answer (`METHOD /url`) and its status, before the answer
 * is sent; answers to addresses no route serves are left out. For `createTestApp({ beforeReady })`.
 */
export function watchAnswers(
  app: FastifyInstance,
  record: (route: string, status: number) => void,
) {
  app.addHook('onSend', async (request, reply, payload) => {
    const { url } = request.routeOptions;
    if (url !== undefined) record(`${request.method} ${url}`, reply.statusCode);
    return payload;
  });
}
