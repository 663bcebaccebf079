import type { Page } from '@playwright/test';
import { totpCode, totpStep } from '../apps/api/src/lib/totp.ts';
import { expect, test } from './fixtures.ts';
import { logInThroughForm, logOutThroughMenu } from './helpers/accounts.ts';
import { axeProblems, describeProblems, followRequests } from './helpers/axe.ts';
import { paste } from './helpers/clipboard.ts';
import { staffMember } from './helpers/owner-api.ts';
import { phone } from './helpers/viewports.ts';

// An owner on a phone sets up two-step sign-in from the dashboard's prompt, as with an
// authenticator app (the test computes the app's codes), then logs in with a code, and with a
// recovery code after "losing" the phone.

test.use({ viewport: phone, bypassCSP: true });

const appCode = (key: string, steps = 0) => totpCode(key, totpStep(Date.now()) + steps);

async function expectNoAxeProblems(page: Page, what: string) {
  const problems = await axeProblems(page, what);
  expect(problems, describeProblems(problems)).toEqual([]);
}

async function logInWithCode(page: Page, who: { email: string; password: string }) {
  await page.goto('/users/login');
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Two-step sign-in is on for this account.')).toBeVisible();
  await expect(page.getByLabel('Code', { exact: true })).toBeFocused();
}

test('An owner sets up two-step sign-in, then logs in with the app’s code or a recovery code', async ({
  page,
}) => {
  followRequests(page);
  const owner = await staffMember('owner', 'Akosua Owner');
  await logInThroughForm(page, owner.email, owner.password);
  await page.goto('/admin/dashboard-summary');
  await page.getByRole('link', { name: 'Set it up' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in is off' })).toBeVisible();
  await expectNoAxeProblems(page, 'two-step page, off');
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();

  await expect(page.getByRole('img', { name: /QR code of the key/ })).toBeVisible();
  const key = (await page.locator('code').innerText()).replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeProblems(page, 'two-step page, new key');
  const field = page.getByLabel('6-digit code from the app');
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await field.fill('000000' === appCode(key) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('That code is not right.')).toBeVisible();
  await field.fill(appCode(key));
  await page.getByRole('button', { name: 'Turn on' }).click();

  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  const codes = await page
    .getByRole('listitem')
    .filter({ hasText: /^\w{4}-\w{4}-\w{4}$/ })
    .allInnerTexts();
  expect(codes).toHaveLength(10);
  await expectNoAxeProblems(page, 'two-step page, recovery codes');
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in is on' })).toBeVisible();
  await expect(page.getByText('10 of 10 recovery codes left')).toBeVisible();
  // An owner keeps it on: no way to turn it off here.
  await expect(page.getByRole('button', { name: 'Turn off' })).toHaveCount(0);
  await page.goto('/admin/dashboard-summary');
  await expect(page.getByRole('heading', { name: 'Dashboard Summary' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Set it up' })).toHaveCount(0);

  await logOutThroughMenu(page);
  await logInWithCode(page, owner);
  // Codes paste (from the app, a password manager or the saved recovery codes): WCAG 3.3.8.
  await paste(page.getByLabel('Code', { exact: true }), appCode(key, 1));
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('You have successfully logged in')).toBeVisible();

  await logOutThroughMenu(page);
  await logInWithCode(page, owner);
  await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
  await paste(page.getByLabel('Recovery code'), codes[0] as string);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('You have successfully logged in')).toBeVisible();
  await page.goto('/admin/two-step');
  await expect(page.getByText('9 of 10 recovery codes left')).toBeVisible();
});

test('A desk turns two-step sign-in on and off again with a code', async ({ page }) => {
  const desk = await staffMember('orders', 'Yaw Desk');
  await logInThroughForm(page, desk.email, desk.password);
  await page.goto('/admin/two-step');
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const key = (await page.locator('code').innerText()).replace(/\s/g, '');
  await page.getByLabel('6-digit code from the app').fill(appCode(key));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await page.getByRole('button', { name: 'I have saved them' }).click();

  await page.getByRole('button', { name: 'Turn off' }).click();
  await page.getByLabel('6-digit code from the app').fill(appCode(key, 1));
  await page.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in is off' })).toBeVisible();
});
