import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, passwordResetTokens } from '../src/db/schema.ts';
import { RESET_LINK_INVALID, RESET_LINK_SENT } from '../src/modules/users/password-routes.ts';
import { type Account, bearer, logIn, PASSWORD, refresh, signUp } from './helpers/accounts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const NEW_PASSWORD = 'Medaase@2027';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.adepa.example' } });
});
afterAll(() => t.close());

describe('profile', () => {
  const update = (account: Account | undefined, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: account ? bearer(account) : {},
      payload,
    });

  it('changes the name and e-mail and answers the new session', async () => {
    const account = await signUp(t.app);
    const res = await update(account, { username: 'Ama Owusu', email: 'Ama.Owusu@Example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: account.session._id,
      username: 'Ama Owusu',
      email: 'ama.owusu@example.com',
    });
    expect((await refresh(t.app, account.refresh)).statusCode).toBe(200);
  });

  it('checks the fields with their messages and refuses a taken e-mail', async () => {
    const account = await signUp(t.app);
    const other = await signUp(t.app);
    const bad = await update(account, {
      username: 'Al',
      email: 'nope',
      password: 'weak',
      confirmPassword: 'weak',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      username: 'Username must be at least three characters',
      email: 'Please enter a valid email address',
    });
    const mismatch = await update(account, {
      username: 'Ama',
      email: account.email,
      password: NEW_PASSWORD,
      confirmPassword: 'x',
    });
    expect(mismatch.json().fields).toEqual({ confirmPassword: 'Password must match' });
    const taken = await update(account, { username: 'Ama', email: other.email });
    expect(taken.statusCode).toBe(409);
  });

  it('with a new password, ends the other sessions and keeps this one', async () => {
    const account = await signUp(t.app);
    const res = await update(account, {
      username: 'Ama',
      email: account.email,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh(t.app, account.refresh)).statusCode).toBe(401);
    expect((await logIn(t.app, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a visitor', async () => {
    expect((await update(undefined, { username: 'Ama', email: 'a@b.co' })).statusCode).toBe(401);
  });
});

describe('change password', () => {
  const change = (account: Account | undefined, userId: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/change-password/${userId}`,
      headers: account ? bearer(account) : {},
      payload,
    });
  const valid = { oldPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };

  it('changes the password, ends every other session and answers a fresh one', async () => {
    const account = await signUp(t.app);
    const res = await change(account, account.session._id, valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()._id).toBe(account.session._id);
    expect((await refresh(t.app, account.refresh)).statusCode).toBe(401);
    expect((await logIn(t.app, account.email, PASSWORD)).statusCode).toBe(401);
    expect((await logIn(t.app, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('wants the right old password and every field', async () => {
    const account = await signUp(t.app);
    const wrong = await change(account, account.session._id, {
      ...valid,
      oldPassword: 'Wrong#pass9',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Your old password is not correct.');
    const empty = await change(account, account.session._id, {});
    expect(empty.json().fields).toEqual({
      oldPassword: 'Old password required',
      password: 'New password required',
      confirmPassword: 'Confirm password required',
    });
  });

  it("refuses another customer's account and a visitor", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const res = await change(b, a.session._id, valid);
    expect(res.statusCode).toBe(403);
    expect((await logIn(t.app, a.email, PASSWORD)).statusCode).toBe(200);
    expect((await change(undefined, a.session._id, valid)).statusCode).toBe(401);
  });
});

describe('forgot and reset password', () => {
  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email } });
  const reset = (userId: string, token: string, password = NEW_PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/reset-password/${userId}/${token}`,
      payload: { password, confirmPassword: password },
    });
  async function resetLinkFor(email: string): Promise<{ userId: string; token: string }> {
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    const match = /https:\/\/shop\.adepa\.example\/reset-password\/([0-9a-f-]{36})\/([\w-]+)/.exec(
      mail?.text ?? '',
    );
    if (!match) throw new Error(`no reset link mailed to ${email}`);
    expect(mail?.html).toContain(match[0]);
    return { userId: match[1]!, token: match[2]! };
  }

  it('answers alike for known and unknown e-mails, and mails a link only to the known one', async () => {
    const account = await signUp(t.app);
    const known = await forgot(account.email);
    const unknown = await forgot('nobody-at-all@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ isSuccess: true, message: RESET_LINK_SENT });
    expect(unknown.json()).toEqual(known.json());
    expect(
      await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'nobody-at-all@example.com')),
    ).toEqual([]);
    const link = await resetLinkFor(account.email);
    expect(link.userId).toBe(account.session._id);
  });

  it('resets once with the link, ends every session, and the link does not work again', async () => {
    const account = await signUp(t.app);
    await forgot(account.email);
    const { userId, token } = await resetLinkFor(account.email);
    const res = await reset(userId, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().isSuccess).toBe(true);
    expect((await refresh(t.app, account.refresh)).statusCode).toBe(401);
    expect((await logIn(t.app, account.email, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await reset(userId, token, 'Another#2028');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: RESET_LINK_INVALID });
  });

  it("refuses an expired link, a made-up one and one used with another user's id", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await forgot(a.email);
    const { userId, token } = await resetLinkFor(a.email);
    expect((await reset(b.session._id, token)).statusCode).toBe(400);
    expect((await reset(userId, 'made-up-token')).statusCode).toBe(400);
    expect((await reset('not-a-uuid', token)).statusCode).toBe(400);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(passwordResetTokens.userId, userId)));
    expect((await reset(userId, token)).statusCode).toBe(400);
    expect((await logIn(t.app, a.email, PASSWORD)).statusCode).toBe(200);
  });

  it('checks the new password with its messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password/x/y',
      payload: { password: 'abc', confirmPassword: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      password: 'Must be 8 characters or more',
      confirmPassword: 'Confirm password required',
    });
  });
});
