import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seal } from '../src/lib/secret-box.ts';
import { newTotpSecret, totpCode, totpStep } from '../src/lib/totp.ts';
import {
  hashRecoveryCode,
  newRecoveryCodes,
  turnOffSecondFactor,
} from '../src/modules/two-step/index.ts';
import { enableTotp, startTotp } from '../src/modules/two-step/repository.ts';
import { type Account, PASSWORD, refreshCookieOf, signUpAdmin } from './helpers/accounts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Until the set-up routes land, the key is put in place through the repository.

let t: TestApp;
let owner: Account;
let secret: string;
let recovery: string[];

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpAdmin(t.app, t.db, 'owner');
  secret = newTotpSecret();
  const { codes, hashes } = newRecoveryCodes();
  recovery = codes;
  await startTotp(t.db, owner.session._id, seal(secret, t.app.config.jwtSecret));
  await enableTotp(t.db, owner.session._id, totpStep(Date.now()) - 2, hashes);
});
afterAll(() => t.close());

const logIn = (code?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/auth',
    payload: { email: owner.email, password: PASSWORD, ...(code !== undefined && { code }) },
  });

describe('log-in of an owner with two-step sign-in on', () => {
  it('asks for a code and starts no session without one', async () => {
    const res = await logIn();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ totpRequired: true });
    expect(refreshCookieOf(res)).toBeUndefined();
  });

  it('refuses a wrong code', async () => {
    const res = await logIn(
      '000000' === totpCode(secret, totpStep(Date.now())) ? '111111' : '000000',
    );
    expect(res.statusCode).toBe(401);
    expect(refreshCookieOf(res)).toBeUndefined();
  });

  it('takes the right code once, and not again', async () => {
    const code = totpCode(secret, totpStep(Date.now()));
    const first = await logIn(code);
    expect(first.statusCode).toBe(200);
    expect(refreshCookieOf(first)).toBeDefined();
    expect((await logIn(code)).statusCode).toBe(401);
  });

  it('lets one of two log-ins racing with the same code in, not both', async () => {
    // The next step's code: newer than the one just taken, and inside the window either side.
    const code = totpCode(secret, totpStep(Date.now()) + 1);
    const both = await Promise.all([logIn(code), logIn(code)]);
    expect(both.map((reply) => reply.statusCode).sort()).toEqual([200, 401]);
  });

  it('takes a recovery code once', async () => {
    const code = recovery[0] as string;
    expect(hashRecoveryCode(code.toUpperCase())).toBe(hashRecoveryCode(code));
    expect((await logIn(code)).statusCode).toBe(200);
    expect((await logIn(code)).statusCode).toBe(401);
  });
});

describe('the server command for a lost phone', () => {
  it('turns two-step sign-in off for the e-mail address, so the password alone signs in', async () => {
    expect(await turnOffSecondFactor(t.db, owner.email.toUpperCase())).toBe(true);
    expect((await logIn()).statusCode).toBe(200);
    expect(await turnOffSecondFactor(t.db, 'nobody@example.com')).toBe(false);
  });
});
