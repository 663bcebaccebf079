import { OWN_ROLE } from '@adepa/contract/staff-actions';
import { describe, expect, it } from 'vitest';
import {
  type Account,
  bearer,
  refresh,
  shopWithAccountsForFile,
  signUp,
} from './helpers/accounts.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Account;
let customer: Account;
shopWithAccountsForFile((shop) => ({ t, admin, customer } = shop), {
  customerName: 'Kwame Customer',
});

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, who?: Account, payload?: object) =>
  t.app.inject({ method, url, headers: who ? bearer(who) : {}, ...(payload && { payload }) });

describe('who may call the admin user routes', () => {
  const routes = () =>
    [
      ['GET', '/api/users?page=1'],
      ['GET', `/api/users/${customer.session._id}`],
      ['PUT', `/api/users/${customer.session._id}`, { username: 'Hacked' }],
      ['DELETE', `/api/users/${customer.session._id}`],
    ] as const;

  it('refuses visitors with 401 and customers with 403, even on their own account', async () => {
    for (const [method, url, payload] of routes()) {
      const visitor = await call(method, url, undefined, payload);
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      expect(visitor.json().error).toBeTruthy();
      const asCustomer = await call(method, url, customer, payload);
      expect(asCustomer.statusCode, `${method} ${url}`).toBe(403);
      expect(asCustomer.json().error).toBe("Only the shop's admins can do this.");
    }
    const same = await call('GET', `/api/users/${customer.session._id}`);
    expect(same.statusCode).toBe(401);
  });
});

describe('admin', () => {
  it('lists users newest first with paging', async () => {
    for (let i = 0; i < 10; i++) await signUp(t.app, `Shopper ${i}`);
    const first = await call('GET', '/api/users?page=1', admin);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ currentPage: 1, numberOfPages: 2 });
    expect(body.users).toHaveLength(10);
    expect(body.users[0].username).toBe('Shopper 9');
    expect(Object.keys(body.users[0]).sort()).toEqual([
      '_id',
      'createdAt',
      'email',
      'isAdmin',
      'role',
      'username',
    ]);
    const second = (await call('GET', '/api/users?page=2', admin)).json();
    expect(second.users.map((u: { username: string }) => u.username)).toEqual([
      'Kwame Customer',
      'Shop Owner',
    ]);
  });

  it('reads, renames and re-emails a user', async () => {
    const target = await signUp(t.app, 'Yaa');
    expect((await call('GET', `/api/users/${target.session._id}`, admin)).json()).toMatchObject({
      username: 'Yaa',
      isAdmin: false,
    });
    const res = await call('PUT', `/api/users/${target.session._id}`, admin, {
      userId: target.session._id,
      username: 'Yaa Asantewaa',
      email: 'YAA@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'Yaa Asantewaa', email: 'yaa@example.com' });
    const taken = await call('PUT', `/api/users/${target.session._id}`, admin, {
      email: customer.email,
    });
    expect(taken.statusCode).toBe(409);
    const bad = await call('PUT', `/api/users/${target.session._id}`, admin, { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ email: 'Please enter a valid email address' });
  });

  it('promotes and demotes others but cannot demote itself', async () => {
    const target = await signUp(t.app, 'Esi');
    expect(
      (await call('PUT', `/api/users/${target.session._id}`, admin, { isAdmin: true })).json()
        .isAdmin,
    ).toBe(true);
    // The promotion counts at once: the same access token now opens admin routes.
    expect((await call('GET', '/api/users?page=1', target)).statusCode).toBe(200);
    expect(
      (await call('PUT', `/api/users/${target.session._id}`, admin, { isAdmin: false })).json()
        .isAdmin,
    ).toBe(false);
    expect((await call('GET', '/api/users?page=1', target)).statusCode).toBe(403);
    const self = await call('PUT', `/api/users/${admin.session._id}`, admin, { isAdmin: false });
    expect(self.statusCode).toBe(403);
    expect(self.json().error).toBe(OWN_ROLE);
  });

  it('deletes a customer, whose sessions end at once', async () => {
    const target = await signUp(t.app, 'Leaving Soon');
    const res = await call('DELETE', `/api/users/${target.session._id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isSuccess: true });
    expect((await refresh(t.app, target.refresh)).statusCode).toBe(401);
    expect((await call('GET', '/api/users?page=1', target)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/users/${target.session._id}`, admin)).statusCode).toBe(404);
  });

  it('cannot delete an admin, itself included', async () => {
    const res = await call('DELETE', `/api/users/${admin.session._id}`, admin);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('A staff account cannot be deleted: make them a customer first.');
  });

  it('answers 404 for unknown users', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await call('GET', `/api/users/${id}`, admin)).statusCode).toBe(404);
      expect((await call('PUT', `/api/users/${id}`, admin, { username: 'X Y Z' })).statusCode).toBe(
        404,
      );
    }
  });
});
