import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@adepa/contract/staff';
import type { Session } from '@adepa/contract/users';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import { REFRESH_COOKIE } from '../../src/modules/users/sessions.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

export const PASSWORD = 'Akwaaba#2026';

export interface Account {
  session: Session;
  /** The refresh token from the cookie, to send back as `cookies: { adepa_refresh: ... }`. */
  refresh: string;
  email: string;
  password: string;
}

export function refreshCookieOf(res: Response): string | undefined {
  return res.cookies.find((c) => c.name === REFRESH_COOKIE)?.value;
}

export const bearer = (account: { session: Session } | Session) => ({
  authorization: `Bearer ${'session' in account ? account.session.token : account.token}`,
});

export const withRefresh = (refresh: string) => ({ [REFRESH_COOKIE]: refresh });

export async function signUp(app: FastifyInstance, name = 'Ama Mensah'): Promise<Account> {
  const email = `${randomUUID().slice(0, 8)}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/users',
    payload: { username: name, email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { session: res.json(), refresh: refreshCookieOf(res)!, email, password: PASSWORD };
}

export async function logIn(app: FastifyInstance, email: string, password = PASSWORD) {
  return app.inject({ method: 'POST', url: '/api/users/auth', payload: { email, password } });
}

const STAFF_NAMES: Record<StaffRole, string> = {
  owner: 'Shop Owner',
  orders: 'Efua Orders',
  catalogue: 'Kwame Catalogue',
};

/** A new staff member of `role` (the shop's owner unless told), logged in. */
export async function signUpAdmin(
  app: FastifyInstance,
  db: Db,
  role: StaffRole = 'owner',
): Promise<Account> {
  const account = await signUp(app, STAFF_NAMES[role]);
  await db.update(users).set({ role }).where(eq(users.email, account.email));
  const res = await logIn(app, account.email);
  return { ...account, session: res.json(), refresh: refreshCookieOf(res)! };
}

export function refresh(app: FastifyInstance, token: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'GET',
    url: '/api/users/refresh-token',
    cookies: withRefresh(token),
    headers,
  });
}

/**
 * A test file's shop with an admin and a customer signed up (the customer named `customerName`):
 * started before the file's tests and handed to `use`, closed after them.
 */
export function shopWithAccountsForFile(
  use: (shop: { t: TestApp; admin: Account; customer: Account }) => void,
  { customerName, ...options }: TestAppOptions & { customerName?: string } = {},
) {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(options);
    use({ t, admin: await signUpAdmin(t.app, t.db), customer: await signUp(t.app, customerName) });
  });
  afterAll(() => t?.close());
}
