import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, bearer, signUp, signUpAdmin } from './helpers/accounts.ts';
import { declaredStatuses, undeclared, watchAnswers } from './helpers/declared-replies.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Generated, wrong-typed, oversized and hostile input to every route, as a visitor, a customer
// and an admin: no answer may ever be a 5xx, every refusal carries an `error` a person can read,
// and every status is one the answering route declares in its schema (so the API docs list it).
// A short run is part of `npm test`; `npm run fuzz` runs FUZZ_RUNS (10,000) cases.

const RUNS = Number(process.env.FUZZ_RUNS ?? 250);

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    "' OR 1=1 --",
    "Robert'); DROP TABLE products;--",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '../../../../etc/passwd',
    '%00',
    '\u0000',
    ['$', '{jndi:ldap://evil/x}'].join(''),
    '{{7*7}}',
    'a:* | b & !c',
    '\\',
    '𝔸𝕕𝕖𝕡𝕒 🙂',
    'x'.repeat(10_000),
    '00000000-0000-4000-8000-000000000000',
    '-1',
    '1e400',
    'NaN',
    'true',
  ),
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.1 + 0.2),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** An object nested `depth` times: parsers and validators must not fall over. */
const deep = fc.integer({ min: 50, max: 2000 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
});

const FIELDS = [
  'name',
  'email',
  'password',
  'confirmPassword',
  'username',
  'price',
  'discount',
  'stock',
  'category',
  'image',
  'products',
  'qty',
  '_id',
  'rating',
  'review',
  'productId',
  'status',
  'phoneNumber',
  'province',
  'area',
  'selectedImage',
  'isAdmin',
  'userId',
  'subject',
  'body',
  'contact',
  'message',
  'handled',
  '__proto__',
  'constructor',
];
const body = fc.oneof(
  hostileValue,
  deep,
  fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 8 }),
);

let t: TestApp;
let customer: Account;
let admin: Account;
let routes: string[];
let declared: Map<string, Set<number>>;
/**
 * The route that gave the last answer, maybe not the one picked (`/api/users/` is GET /api/users).
 */
let answeredBy: string | undefined;

beforeAll(async () => {
  t = await createTestApp({
    env: { ANONYMOUS_WRITES_PER_MINUTE: '1000000', LOGIN_FAILURES_PER_ADDRESS: '1000000' },
    beforeReady: (app) =>
      watchAnswers(app, (route) => {
        answeredBy = route;
      }),
  });
  declared = await declaredStatuses(t.app);
  customer = await signUp(t.app);
  admin = await signUpAdmin(t.app, t.db);
  const category = await insertCategory(t.db, 'Fuzz');
  await insertProduct(t.db, { categoryId: category.id });
  routes = t.app.routeList.filter(
    (route) =>
      route.startsWith('GET /api') ||
      route.startsWith('POST') ||
      route.startsWith('PUT') ||
      route.startsWith('DELETE'),
  );
});
afterAll(() => t.close());

describe('fuzzing every route', () => {
  it(`never answers 5xx, every 4xx says why, every status is declared (${RUNS} cases)`, async () => {
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(hostileText, { minLength: 3, maxLength: 3 }),
        fc.dictionary(
          fc.constantFrom(
            'page',
            'pageNo',
            'pageNumber',
            'category',
            'rating',
            'lowPrice',
            'highPrice',
            'low',
            'high',
            'sortPrice',
            'searchValue',
            'customerId',
            'kind',
          ),
          hostileText,
          { maxKeys: 5 },
        ),
        body,
        fc.constantFrom<Account | undefined>(undefined, customer, admin),
        fc.boolean(),
        async (pick, params, query, payload, who, rawBody) => {
          const route = routes[pick % routes.length]!;
          const [method, pattern] = route.split(' ') as [InjectOptions['method'], string];
          let i = 0;
          const path = pattern.replace(/:\w+|\*/g, () =>
            encodeURIComponent(params[i++ % params.length]!),
          );
          const search = new URLSearchParams(
            Object.entries(query).map(([k, v]) => [k, String(v)]),
          ).toString();
          const options: InjectOptions = {
            method,
            url: search ? `${path}?${search}` : path,
            headers: who ? bearer(who) : {},
          };
          if (method !== 'GET') {
            if (rawBody) {
              options.payload =
                typeof payload === 'string' ? payload : JSON.stringify(payload).slice(0, 5000);
              options.headers = { ...options.headers, 'content-type': 'application/json' };
            } else {
              options.payload = payload as InjectOptions['payload'];
            }
          }
          answeredBy = undefined;
          const res = await t.app.inject(options);
          const notDeclared =
            answeredBy !== undefined &&
            undeclared(declared, answeredBy, [res.statusCode]).length > 0;
          const problem =
            res.statusCode >= 500
              ? `${res.statusCode} ${res.body}`
              : res.statusCode >= 400 && !String(res.headers['content-type'] ?? '').includes('json')
                ? `${res.statusCode} without JSON`
                : res.statusCode >= 400 && typeof res.json().error !== 'string'
                  ? `${res.statusCode} without error`
                  : notDeclared
                    ? `${res.statusCode}, which ${answeredBy} does not declare`
                    : undefined;
          if (problem) {
            failures.push(`${route} ${options.url}: ${problem}`);
            console.error(`fuzz failure: ${failures.at(-1)}`);
          }
          return problem === undefined;
        },
      ),
      { numRuns: RUNS, endOnFailure: true },
    );
    if (process.env.FUZZ_RUNS) console.log(`fuzz: ${RUNS} cases, ${failures.length} failures`);
    expect(failures).toEqual([]);
  }, 600_000);
});
