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

/** The security schemes of the routes that prove their caller otherwise than by a session. */
export const OTHER_SCHEMES = {
  paystackSignature: { type: 'apiKey', in: 'header', name: 'x-paystack-signature' },
  paymentKey: { type: 'apiKey', in: 'header', name: 'x-payment-key' },
  controlToken: { type: 'http', scheme: 'bearer' },
} as const;

/**
 * Routes whose caller is proven otherwise than by a session: the scheme that says how (none for
 * a key in the address, which OpenAPI cannot name), and a sentence for the description.
 */
const OTHER_AUTH: Record<string, { security?: Record<string, string[]>; sentence: string }> = {
  'POST /api/payments/paystack/webhook': {
    security: { paystackSignature: [] },
    sentence:
      'Believed only with `x-paystack-signature`, the HMAC SHA-512 of the raw body with the shop’s Paystack secret key.',
  },
  'POST /api/sms/delivery-reports/:key': {
    sentence: 'Accepted only at the address holding the shop’s random report key (SMS_REPORT_KEY).',
  },
  'POST /api/backups': {
    security: { controlToken: [] },
    sentence:
      'Only from the shop’s own machine (loopback, no proxy headers), with the running process’s control token from its lock file as a bearer token.',
  },
};

/** A guest's order payment is also followed with the key its order reply gave (`x-payment-key`). */
const takesPaymentKey = (url: string) => /^\/api\/orders\/:orderId\/payment/.test(url);

/** What the document adds to one operation. */
export function operationFacts(app: FastifyInstance, route: RouteOptions, url: string) {
  const method = [route.method].flat()[0]!;
  const hooks = hooksOf(route);
  const has = (hook: Hook) => hooks.includes(hook);
  const roles = rolesOf(method, url);
  const staff = has(app.requireStaff) || roles.length > 0;
  const other = OTHER_AUTH[`${method} ${url}`];
  const security: Record<string, string[]>[] =
    staff || has(app.requireUser)
      ? [{ bearer: [] }]
      : has(app.identifyUser)
        ? [{}, { bearer: [] }, ...(takesPaymentKey(url) ? [{ paymentKey: [] }] : [])]
        : other?.security
          ? [other.security]
          : [];
  const sentence = staff ? `Staff roles: ${roles.join(', ')}.` : other?.sentence;
  return {
    operationId: route.schema?.operationId ?? operationIdOf(method, url),
    security,
    ...(staff && { 'x-roles': [...roles] }),
    ...(sentence && { callerSentence: sentence }),
  };
}
