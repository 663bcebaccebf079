import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, bearer, signUpAdmin } from './helpers/accounts.ts';
import {
  declaredStatuses,
  documentedRoutes,
  type JsonSchema,
  NOT_DOCUMENTED,
  type Operation,
  undeclared,
} from './helpers/declared-replies.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The API docs (/api/docs) list every failure a route can answer, each with what it means and the
// `{ "error": "..." }` body it carries. The access matrix and the fuzz test hold the routes'
// answers to these declarations; here, the document itself and the answers to unreadable bodies.

let t: TestApp;
let admin: Account;
let routes: Map<string, Operation>;

beforeAll(async () => {
  t = await createTestApp({ env: { ANONYMOUS_WRITES_PER_MINUTE: '1000' } });
  admin = await signUpAdmin(t.app, t.db);
  routes = await documentedRoutes(t.app);
});
afterAll(() => t.close());

const jsonSchemaOf = (reply: { content?: Record<string, { schema?: JsonSchema }> }) =>
  reply.content?.['application/json']?.schema;

/** `{ error: string, ... }`, or a choice of bodies that all are. */
function hasErrorShape(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return choices.every(hasErrorShape);
  return schema.properties?.error?.type === 'string' && !!schema.required?.includes('error');
}

/** The health check reports on the database in its own body when it does not answer. */
const OWN_BODY = new Set(['GET /api/health 503']);

describe('the API docs', () => {
  it('document every route, but the docs, the uploaded files and the search-engine files', () => {
    const missing = t.app.routeList.filter((route) => !NOT_DOCUMENTED(route) && !routes.has(route));
    expect(missing).toEqual([]);
    expect(routes.size).toBeGreaterThan(50);
  });

  it('declare for every route the `{ error }` replies it can give, each with what it means', () => {
    const problems: string[] = [];
    for (const [route, operation] of routes) {
      const errors = Object.entries(operation.responses ?? {}).filter(([status]) => +status >= 400);
      if (!errors.some(([, reply]) => hasErrorShape(jsonSchemaOf(reply))))
        problems.push(`${route}: no error reply of the { error } shape`);
      for (const [status, reply] of errors) {
        if (!OWN_BODY.has(`${route} ${status}`) && !hasErrorShape(jsonSchemaOf(reply)))
          problems.push(`${route} ${status}: not of the { error } shape`);
        if (!reply.description || reply.description === 'Default Response')
          problems.push(`${route} ${status}: says nothing of what it means`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('show the data a refused order and a refused field come with', () => {
    const order = routes.get('POST /api/orders/customer-order')?.responses ?? {};
    const refused = jsonSchemaOf(order['409']!)?.anyOf?.map((body) => body.required);
    expect(refused).toEqual([
      ['error', 'productId', 'available'],
      ['error', 'region', 'deliveryFee'],
    ]);
    const invalid = jsonSchemaOf(routes.get('POST /api/users')?.responses?.['400'] ?? {});
    expect(Object.keys(invalid?.properties ?? {})).toEqual(['error', 'fields']);
  });
});

describe('a body the api cannot read', () => {
  const bodies: Record<string, Pick<InjectOptions, 'headers' | 'payload'>> = {
    'not JSON': { headers: { 'content-type': 'application/json' }, payload: '{"name":' },
    'of a type no route reads': { headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
    // Over every route's limit, pictures' routes included.
    'too big': {
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(13 * 1024 * 1024) }),
    },
  };

  it('is refused by every route that reads one with a status it declares', async () => {
    const declared = await declaredStatuses(t.app);
    const writes = [...routes.keys()].filter((route) => !route.startsWith('GET '));
    const problems: string[] = [];
    const seen = new Set<number>();
    for (const route of writes) {
      const [method, pattern] = route.split(' ') as [InjectOptions['method'], string];
      const url = pattern.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
      for (const [what, body] of Object.entries(bodies)) {
        const res = await t.app.inject({
          method,
          url,
          payload: body.payload,
          headers: { ...body.headers, ...bearer(admin) },
        });
        seen.add(res.statusCode);
        if (res.statusCode < 400 || typeof res.json().error !== 'string')
          problems.push(`${route}, ${what}: ${res.statusCode} ${res.body.slice(0, 100)}`);
        for (const status of undeclared(declared, route, [res.statusCode]))
          problems.push(`${route}, ${what}: ${status} is not declared`);
      }
    }
    expect(writes.length).toBeGreaterThan(30);
    expect(problems).toEqual([]);
    expect([...seen].sort()).toEqual(expect.arrayContaining([400, 413, 415]));
  });
});
