import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../src/db/schema.ts';
import { signAccessToken } from '../src/lib/access-token.ts';
import { BAD_CREDENTIALS, EMAIL_TAKEN } from '../src/modules/users/routes.ts';
import { bearer, logIn, PASSWORD, refresh, refreshCookieOf, signUp } from './helpers/accounts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/users', payload });

describe('sign up', () => {
  it('answers the session and sets the refresh cookie', async () => {
    const res = await register({
      username: 'Kofi',
      email: 'Kofi.Boat@Example.com',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    const session = res.json();
    expect(Object.keys(session).sort()).toEqual([
      '_id',
      'email',
      'expiresAt',
      'isAdmin',
      'role',
      'token',
      'username',
    ]);
    expect(session).toMatchObject({
      username: 'Kofi',
      email: 'kofi.boat@example.com',
      isAdmin: false,
      role: null,
    });
    const minutes = (Date.parse(session.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    const cookie = res.cookies.find((c) => c.name === 'adepa_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/users' });
    // The page may read this one, to know that a refresh is worth trying.
    const hint = res.cookies.find((c) => c.name === 'adepa_signed_in');
    expect(hint).toMatchObject({
      value: expect.stringMatching(/^[\w-]{8}$/),
      sameSite: 'Strict',
      path: '/',
    });
    expect(hint?.httpOnly).toBeFalsy();
    const [row] = await t.db.select().from(users).where(eq(users.id, session._id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('gives each field its message', async () => {
    const res = await register({
      username: '',
      email: 'not-an-email',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(res.statusCode).toBe(400);
    const { fields, error } = res.json();
    expect(fields).toMatchObject({
      username: 'Username is required',
      email: 'Invalid email address',
      password: 'Must be 8 characters or more',
    });
    expect(error).toContain('Username is required');
    const missing = await register({});
    expect(missing.json().fields).toMatchObject({
      username: 'Username is required',
      email: 'email address is required',
      password: 'Password is required',
      confirmPassword: 'Confirm password is required',
    });
    const mismatch = await register({
      username: 'A',
      email: 'a@b.co',
      password: PASSWORD,
      confirmPassword: `${PASSWORD}x`,
    });
    expect(mismatch.json().fields).toEqual({ confirmPassword: 'Password do not match' });
  });

  it('refuses an e-mail already used, whatever its case', async () => {
    const account = await signUp(t.app);
    const res = await register({
      username: 'B',
      email: account.email.toUpperCase(),
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: EMAIL_TAKEN });
  });
});

describe('log in', () => {
  it('answers the session for the right password', async () => {
    const account = await signUp(t.app);
    const res = await logIn(t.app, account.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()._id).toBe(account.session._id);
    expect(refreshCookieOf(res)).toBeDefined();
  });

  it('says the same for an unknown e-mail and a wrong password', async () => {
    const account = await signUp(t.app);
    const unknown = await logIn(t.app, 'nobody-here@example.com');
    const wrong = await logIn(t.app, account.email, 'Wrong#pass1');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ error: BAD_CREDENTIALS });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('checks the fields first', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/auth',
      payload: { email: '', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: 'email address is required', password: 'Required' });
  });
});

describe('refresh and rotation', () => {
  it('rotates the cookie; a spent cookie used again ends the whole family', async () => {
    const account = await signUp(t.app);
    const first = await refresh(t.app, account.refresh);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ _id: account.session._id, username: 'Ama Mensah' });
    const next = refreshCookieOf(first)!;
    expect(next).not.toBe(account.refresh);
    const second = await refresh(t.app, next);
    expect(second.statusCode).toBe(200);
    // The page's hint changes with each rotation, so a waiting tab can tell another refreshed.
    const hintOf = (res: typeof first) => res.cookies.find((c) => c.name === 'adepa_signed_in');
    expect(hintOf(second)?.value).not.toBe(hintOf(first)?.value);

    const replay = await refresh(t.app, account.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toMatch(/log in again/);
    expect((await refresh(t.app, refreshCookieOf(second)!)).statusCode).toBe(401);
  });

  it('refuses a missing or unknown cookie, a foreign origin and a cross-site request', async () => {
    const account = await signUp(t.app);
    expect((await t.app.inject('/api/users/refresh-token')).statusCode).toBe(401);
    expect((await refresh(t.app, 'made-up-token')).statusCode).toBe(401);
    const foreign = await refresh(t.app, account.refresh, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBeTruthy();
    expect(
      (await refresh(t.app, account.refresh, { 'sec-fetch-site': 'cross-site' })).statusCode,
    ).toBe(403);
    expect(
      (await refresh(t.app, account.refresh, { origin: 'http://localhost:3000' })).statusCode,
    ).toBe(200);
  });

  it('ends a session 30 days after log-in, however often it was refreshed', async () => {
    const account = await signUp(t.app);
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, account.session._id));
    expect((await refresh(t.app, account.refresh)).statusCode).toBe(401);
  });
});

describe('log out', () => {
  it('ends every session of the user, on every device', async () => {
    const account = await signUp(t.app);
    const otherDevice = refreshCookieOf(await logIn(t.app, account.email))!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      cookies: { adepa_refresh: account.refresh },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().isSuccess).toBe(true);
    expect(res.cookies.find((c) => c.name === 'adepa_refresh')?.value).toBe('');
    expect(res.cookies.find((c) => c.name === 'adepa_signed_in')?.value).toBe('');
    expect((await refresh(t.app, account.refresh)).statusCode).toBe(401);
    expect((await refresh(t.app, otherDevice)).statusCode).toBe(401);
  });

  it('works with the access token alone, and for a visitor does nothing', async () => {
    const account = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: bearer(account),
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh(t.app, account.refresh)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/users/logout' })).statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  const profile = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers,
      payload: { username: 'Ama', email: 'ama@example.com' },
    });

  it('refuses a forged, tampered, expired or deleted user token with 401', async () => {
    const account = await signUp(t.app);
    const [header, payload] = account.session.token.split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const forged = signAccessToken(
      account.session._id,
      'another-secret-of-thirty-two-characters!!',
    ).token;
    const expired = signAccessToken(
      account.session._id,
      t.config.jwtSecret,
      Date.now() - 16 * 60_000,
    ).token;
    for (const token of [
      `${none}.${payload}.`,
      forged,
      expired,
      `${header}.${payload}.AAAA`,
      'garbage',
    ]) {
      const res = await profile({ authorization: `Bearer ${token}` });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Please log in to continue.');
    }
    await t.db.delete(users).where(eq(users.id, account.session._id));
    expect((await profile(bearer(account))).statusCode).toBe(401);
    expect((await refresh(t.app, account.refresh)).statusCode).toBe(401);
  });
});
