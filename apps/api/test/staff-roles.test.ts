import { NOT_ALLOWED } from '@adepa/contract/staff';
import { OWN_ROLE } from '@adepa/contract/staff-actions';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import {
  type Account,
  bearer,
  logIn,
  shopWithAccountsForFile,
  signUp,
  signUpAdmin,
} from './helpers/accounts.ts';
import type { TestApp } from './helpers/test-app.ts';

// Staff roles: the owner, the orders desk and the catalogue desk. Who may call which route is the
// access matrix's; here, what a role is and how it changes hands.

let t: TestApp;
let owner: Account;
let customer: Account;
shopWithAccountsForFile((shop) => ({ t, admin: owner, customer } = shop), {
  customerName: 'Akosua Customer',
});

const setRole = (who: Account, id: string, body: object) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: bearer(who), payload: body });
const get = (who: Account, url: string) => t.app.inject({ url, headers: bearer(who) });
const roleOf = async (id: string) =>
  (await t.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

describe('staff roles', () => {
  it('carries the role in the log-in reply and the user, every staff member an admin', async () => {
    const desk = await signUpAdmin(t.app, t.db, 'orders');
    expect(desk.session).toMatchObject({ isAdmin: true, role: 'orders' });
    expect((await logIn(t.app, owner.email)).json()).toMatchObject({
      isAdmin: true,
      role: 'owner',
    });
    expect((await logIn(t.app, customer.email)).json()).toMatchObject({
      isAdmin: false,
      role: null,
    });
    expect((await get(owner, `/api/users/${desk.session._id}`)).json()).toMatchObject({
      isAdmin: true,
      role: 'orders',
    });
  });

  it('is given by the owner, and a change bites on the next request of an open session', async () => {
    const staff = await signUp(t.app, 'Abena Staff');
    const given = await setRole(owner, staff.session._id, { role: 'orders' });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ isAdmin: true, role: 'orders' });
    // The same access token, minted when Abena was a customer.
    expect((await get(staff, '/api/orders/get-orders?page=1')).statusCode).toBe(200);
    const users = await get(staff, '/api/users?page=1');
    expect(users.statusCode).toBe(403);
    expect(users.json().error).toBe(NOT_ALLOWED);

    expect((await setRole(owner, staff.session._id, { role: 'catalogue' })).statusCode).toBe(200);
    expect((await get(staff, '/api/orders/get-orders?page=1')).statusCode).toBe(403);

    expect((await setRole(owner, staff.session._id, { role: null })).statusCode).toBe(200);
    expect((await get(staff, '/api/products/export.csv')).statusCode).toBe(403);
    expect(await roleOf(staff.session._id)).toBeNull();
  });

  it('reads the spec’s isAdmin: true an owner for a customer, a desk kept a desk; false a customer', async () => {
    const shopper = await signUp(t.app, 'Yaw Shopper');
    expect((await setRole(owner, shopper.session._id, { isAdmin: true })).json().role).toBe(
      'owner',
    );
    const desk = await signUpAdmin(t.app, t.db, 'catalogue');
    const renamed = await setRole(owner, desk.session._id, {
      username: 'Kwame Catalogue Desk',
      isAdmin: true,
    });
    expect(renamed.json()).toMatchObject({ username: 'Kwame Catalogue Desk', role: 'catalogue' });
    expect((await setRole(owner, desk.session._id, { isAdmin: false })).json().role).toBeNull();
  });

  it('cannot be changed by its holder, promoted or demoted', async () => {
    const desk = await signUpAdmin(t.app, t.db, 'orders');
    for (const body of [{ role: 'owner' }, { isAdmin: true, role: 'owner' }]) {
      const self = await setRole(desk, desk.session._id, body);
      expect(self.statusCode).toBe(403);
    }
    for (const body of [{ role: 'orders' }, { isAdmin: false }, { role: null }]) {
      const self = await setRole(owner, owner.session._id, body);
      expect(self.statusCode).toBe(403);
      expect(self.json().error).toBe(OWN_ROLE);
    }
    expect(await roleOf(owner.session._id)).toBe('owner');
    expect(await roleOf(desk.session._id)).toBe('orders');
    // A desk cannot give anyone a role, not even a customer.
    const given = await setRole(desk, customer.session._id, { role: 'owner' });
    expect(given.statusCode).toBe(403);
    expect(await roleOf(customer.session._id)).toBeNull();
  });

  it('keeps one owner when two owners demote each other at once', async () => {
    const second = await signUpAdmin(t.app, t.db, 'owner');
    const answers = await Promise.all([
      setRole(owner, second.session._id, { role: 'orders' }),
      setRole(second, owner.session._id, { role: 'orders' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403]);
    const roles = [await roleOf(owner.session._id), await roleOf(second.session._id)];
    expect([...roles].sort()).toEqual(['orders', 'owner']);
    // Whoever is left an owner gives the other one back the role (the file's owner stays one).
    const [left, other] = roles[0] === 'owner' ? [owner, second] : [second, owner];
    expect((await setRole(left, other.session._id, { role: 'owner' })).statusCode).toBe(200);
  });

  it('cannot delete a staff account', async () => {
    const desk = await signUpAdmin(t.app, t.db, 'catalogue');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${desk.session._id}`,
      headers: bearer(owner),
    });
    expect(res.statusCode).toBe(403);
    expect(await roleOf(desk.session._id)).toBe('catalogue');
  });
});
