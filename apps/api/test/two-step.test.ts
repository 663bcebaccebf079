import { NEW_KEY_CODE_WRONG, OWNER_KEEPS_TWO_STEP, SETUP_EXPIRED } from '@adepa/contract/two-step';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashRecoveryCode } from '../src/modules/two-step/second-factor.ts';
import { TWO_STEP_TOOL, turnOffSecondFactor } from '../src/modules/two-step/turn-off.ts';
import {
  type Account,
  bearer,
  PASSWORD,
  refreshCookieOf,
  signUp,
  signUpAdmin,
} from './helpers/accounts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { appCode, askForKey, setUpTwoStep, turnOnTwoStep } from './helpers/two-step.ts';

// A staff member's second factor: set up through the api as the web page does, then asked for at
// every log-in, recovered by a recovery code or the server command. An owner keeps it on.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const logIn = (account: Account, code?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/auth',
    payload: { email: account.email, password: PASSWORD, ...(code !== undefined && { code }) },
  });
const post = (account: Account, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/two-step${url}`, headers: bearer(account), payload });
const status = async (account: Account) =>
  (await t.app.inject({ url: '/api/two-step', headers: bearer(account) })).json();
const logOf = async (owner: Account, account: Account) =>
  (
    await t.app.inject({
      url: `/api/activity?subject=user:${account.session._id}`,
      headers: bearer(owner),
    })
  ).json().entries as { action: string; actor: { name: string; role: string | null } }[];

describe('setting two-step sign-in up', () => {
  it('gives a key for any authenticator app and changes nothing until its first code', async () => {
    const owner = await signUpAdmin(t.app, t.db, 'owner');
    expect(await status(owner)).toEqual({ enabled: false, required: true, recoveryCodesLeft: 0 });
    const key = await askForKey(t.app, owner);
    expect(key.statusCode).toBe(200);
    const { secret, otpauthUri, setupToken } = key.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/${t.app.shop.name}:${owner.email}`);
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe(t.app.shop.name);
    expect(setupToken).not.toContain(secret);

    expect((await status(owner)).enabled).toBe(false);
    expect((await logIn(owner)).statusCode).toBe(200);

    const wrong = await post(owner, '/confirm', {
      setupToken,
      code: appCode(secret) === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: NEW_KEY_CODE_WRONG,
      fields: { code: NEW_KEY_CODE_WRONG },
    });
    expect((await status(owner)).enabled).toBe(false);

    const code = appCode(secret);
    const confirmed = await post(owner, '/confirm', {
      setupToken,
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await status(owner)).toEqual({ enabled: true, required: true, recoveryCodesLeft: 10 });
    expect(await logOf(owner, owner)).toEqual([
      expect.objectContaining({
        action: 'twoStep.on',
        actor: expect.objectContaining({ name: 'Shop Owner', role: 'owner' }),
      }),
    ]);
  });

  it('then asks every log-in for a code, and takes the code the set-up used no more', async () => {
    const desk = await signUpAdmin(t.app, t.db, 'orders');
    const { secret } = await setUpTwoStep(t.app, desk);
    const noCode = await logIn(desk);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toMatchObject({ totpRequired: true });
    expect(refreshCookieOf(noCode)).toBeUndefined();
    expect((await logIn(desk, appCode(secret))).statusCode).toBe(401);
    expect((await logIn(desk, appCode(secret, 1))).statusCode).toBe(200);
  });

  it('refuses a set-up token that is another account’s, forged, or older than 30 minutes', async () => {
    const desk = await signUpAdmin(t.app, t.db, 'catalogue');
    const other = await signUpAdmin(t.app, t.db, 'catalogue');
    const { secret, setupToken } = (await askForKey(t.app, other)).json();
    for (const token of [setupToken, `${setupToken.slice(0, -2)}xx`, 'not-a-token']) {
      const refused = await post(desk, '/confirm', { setupToken: token, code: appCode(secret) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(SETUP_EXPIRED);
    }
    const later = Date.now() + 31 * 60_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      // Half an hour on, with a session of then.
      const { token } = (await logIn(other)).json();
      const expired = await t.app.inject({
        method: 'POST',
        url: '/api/two-step/confirm',
        headers: { authorization: `Bearer ${token}` },
        payload: { setupToken, code: appCode(secret) },
      });
      expect(expired.json().error).toBe(SETUP_EXPIRED);
    } finally {
      clock.mockRestore();
    }
    expect((await status(other)).enabled).toBe(false);
  });

  it('answers a customer 403 and a visitor 401, on every two-step route', async () => {
    const customer = await signUp(t.app);
    for (const [method, url] of [
      ['GET', '/api/two-step'],
      ['POST', '/api/two-step/key'],
      ['POST', '/api/two-step/confirm'],
      ['POST', '/api/two-step/recovery-codes'],
      ['POST', '/api/two-step/off'],
    ] as const) {
      const payload = method === 'POST' ? { code: '123456', setupToken: 'x' } : undefined;
      expect(
        (await t.app.inject({ method, url, headers: bearer(customer), payload })).statusCode,
      ).toBe(403);
      expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
    }
  });
});

describe('with a key in force', () => {
  it('moves to a new phone only after a current code, and the old key stops working', async () => {
    const owner = await signUpAdmin(t.app, t.db, 'owner');
    const old = await turnOnTwoStep(t.app, t.db, owner);
    expect((await askForKey(t.app, owner)).statusCode).toBe(400);
    expect((await askForKey(t.app, owner, '000000')).statusCode).toBe(400);

    const moved = await setUpTwoStep(t.app, owner, appCode(old.secret));
    expect((await logIn(owner, appCode(old.secret, 1))).statusCode).toBe(401);
    expect((await logIn(owner, old.recoveryCodes[0])).statusCode).toBe(401);
    expect((await logIn(owner, appCode(moved.secret, 1))).statusCode).toBe(200);
    expect((await logOf(owner, owner)).map((entry) => entry.action)).toEqual(['twoStep.newKey']);
  });

  it('takes each recovery code once, and new codes void the old ones', async () => {
    const owner = await signUpAdmin(t.app, t.db, 'owner');
    const { secret, recoveryCodes } = await turnOnTwoStep(t.app, t.db, owner);
    const [first, second] = recoveryCodes as [string, string];
    expect(hashRecoveryCode(first.toUpperCase())).toBe(hashRecoveryCode(first));
    expect((await logIn(owner, first.toUpperCase())).statusCode).toBe(200);
    expect((await logIn(owner, first)).statusCode).toBe(401);
    expect((await status(owner)).recoveryCodesLeft).toBe(9);

    const renewed = await post(owner, '/recovery-codes', { code: appCode(secret) });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().recoveryCodes).toHaveLength(10);
    expect((await status(owner)).recoveryCodesLeft).toBe(10);
    expect((await logIn(owner, second)).statusCode).toBe(401);
    expect((await logIn(owner, renewed.json().recoveryCodes[0])).statusCode).toBe(200);
  });

  it('lets one of two log-ins racing with the same code in, not both', async () => {
    const owner = await signUpAdmin(t.app, t.db, 'owner');
    const { secret } = await turnOnTwoStep(t.app, t.db, owner);
    const code = appCode(secret, 1);
    const both = await Promise.all([logIn(owner, code), logIn(owner, code)]);
    expect(both.map((reply) => reply.statusCode).sort()).toEqual([200, 401]);
  });

  it('keeps an owner’s on, and lets a desk turn theirs off with a code only', async () => {
    const owner = await signUpAdmin(t.app, t.db, 'owner');
    const ownKey = await turnOnTwoStep(t.app, t.db, owner);
    const kept = await post(owner, '/off', { code: appCode(ownKey.secret) });
    expect(kept.statusCode).toBe(403);
    expect(kept.json().error).toBe(OWNER_KEEPS_TWO_STEP);
    expect((await status(owner)).enabled).toBe(true);

    const desk = await signUpAdmin(t.app, t.db, 'orders');
    const deskKey = await turnOnTwoStep(t.app, t.db, desk);
    expect((await post(desk, '/off', {})).statusCode).toBe(400);
    expect((await post(desk, '/off', { code: 'abcd-efgh-jkmn' })).statusCode).toBe(400);
    const off = await post(desk, '/off', { code: appCode(deskKey.secret) });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    expect((await logIn(desk)).statusCode).toBe(200);
    expect((await logOf(owner, desk)).map((entry) => entry.action)).toEqual(['twoStep.off']);
  });

  it('counts wrong codes from a signed-in session against the log-in throttle', async () => {
    const desk = await signUpAdmin(t.app, t.db, 'catalogue');
    const { secret } = await turnOnTwoStep(t.app, t.db, desk);
    const wrong = appCode(secret) === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++)
      statuses.push((await post(desk, '/off', { code: wrong })).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    expect((await logIn(desk, appCode(secret))).statusCode).toBe(429);
    expect((await status(desk)).enabled).toBe(true);
  });
});

describe('the server command for a lost phone', () => {
  it('turns two-step sign-in off for the e-mail address, so the password alone signs in', async () => {
    const owner = await signUpAdmin(t.app, t.db, 'owner');
    await turnOnTwoStep(t.app, t.db, owner);
    expect(await turnOffSecondFactor(t.db, owner.email.toUpperCase())).toBe('turned-off');
    expect((await logIn(owner)).statusCode).toBe(200);
    expect(await logOf(owner, owner)).toEqual([
      expect.objectContaining({
        action: 'twoStep.off',
        actor: expect.objectContaining({ name: TWO_STEP_TOOL.name }),
      }),
    ]);
    expect(await turnOffSecondFactor(t.db, owner.email)).toBe('was-off');
    expect(await turnOffSecondFactor(t.db, 'nobody@example.com')).toBe('no-account');
  });
});
