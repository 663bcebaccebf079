import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema.ts';
import { bearer, logIn, PASSWORD, refresh, signUp } from './helpers/accounts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The api logs every request and, without a mail server, every mail it saves to a file. None of
// those lines may hold a password, an access or refresh token, or a working reset or confirmation
// link: whoever reads the logs must not be able to take over an account.

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://shop.adepa.example' },
    log: (line) => void lines.push(line),
  });
});
afterAll(() => t.close());

const lastMailTo = async (email: string) =>
  (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).at(-1)!.text;
const NEW_PASSWORD = 'Medaase@2027';

it('logs requests and saved mails without passwords, tokens or whole secret links', async () => {
  const account = await signUp(t.app, 'Abena Log');
  const session = (await logIn(t.app, account.email)).json();
  await t.app.inject({ url: '/api/users/profile', headers: bearer(session) });
  await refresh(t.app, account.refresh);

  await t.app.inject({
    method: 'POST',
    url: '/api/users/forgot-password',
    payload: { email: account.email },
  });
  await t.app.mail.worker.runOnce();
  const [resetLink, userId, resetToken] =
    /https:\/\/\S+\/reset-password\/([\w-]+)\/([\w-]+)/.exec(await lastMailTo(account.email)) ?? [];
  expect(resetToken).toBeTruthy();
  await t.app.inject(new URL(resetLink!).pathname);
  const reset = await t.app.inject({
    method: 'POST',
    url: `/api/users/reset-password/${userId}/${resetToken}`,
    payload: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
  });
  expect(reset.statusCode).toBe(200);

  const subscriber = 'log.reader@example.com';
  await t.app.inject({
    method: 'POST',
    url: '/api/email/subscription/subscribe/add-email',
    payload: { email: subscriber },
  });
  await t.app.mail.worker.runOnce();
  const [, subscriberId, confirmToken] =
    /\/subscriber\/verify\/([\w-]+)\/([\w-]+)/.exec(await lastMailTo(subscriber)) ?? [];
  await t.app.inject({
    method: 'POST',
    url: `/api/email/subscription/subscriber/verify/${subscriberId}/${confirmToken}`,
  });

  const log = lines.join('');
  expect(log).toContain(`/api/users/reset-password/${userId}/`);
  expect(log).toMatch(/mail to .*saved in .*\.eml/);
  for (const secret of [
    PASSWORD,
    NEW_PASSWORD,
    session.token,
    account.refresh,
    resetToken!,
    resetLink!,
    confirmToken!,
  ]) {
    expect(log).not.toContain(secret);
  }
});
