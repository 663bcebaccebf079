import { describe, expect, it } from 'vitest';
import {
  e2eAdmin,
  logInThroughForm,
  logOutThroughMenu,
  newEmail,
  PASSWORD,
  signUpThroughForm,
} from './helpers/accounts.ts';
import { phone, useBrowser } from './helpers/browser.ts';
import { latestMailTo } from './helpers/mail.ts';

const browser = useBrowser();
const NEW_PASSWORD = 'Medaase@2027';

describe('accounts', () => {
  it('Shopper signs up, logs out and logs back in', async () => {
    const { page, errors } = await browser.openPage('/');
    const email = newEmail('ama');
    await signUpThroughForm(page, 'Ama Mensah', email);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('button', { name: /Account/ }).click();
    await page.getByRole('link', { name: 'My Orders' }).waitFor();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.getByRole('button', { name: 'Account', exact: true }).waitFor();

    await page.goto('/users/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong#pass1');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByText('Invalid email or password').waitFor();
    await logInThroughForm(page, email);
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
  });

  it('Sign-up shows the spec messages under the fields', async () => {
    const { page } = await browser.openPage('/users/signup', phone);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('email address is required').waitFor();
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Email', { exact: true }).blur();
    await page.getByText('Invalid email address').waitFor();
  });

  it('Customer changes their password and logs in with the new one', async () => {
    const { page } = await browser.openPage('/');
    const email = newEmail('kofi');
    await signUpThroughForm(page, 'Kofi Boateng', email);
    await page.goto('/change-password');
    await page.getByLabel('Old Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('You have successfully changed your password').waitFor();
    await page.waitForURL('**/profile');
    await logOutThroughMenu(page);
    await logInThroughForm(page, email, NEW_PASSWORD);
  });

  it('Shopper resets a forgotten password with the link from the e-mail', async () => {
    const { page } = await browser.openPage('/');
    const email = newEmail('efua');
    await signUpThroughForm(page, 'Efua Darko', email);
    await logOutThroughMenu(page);

    await page.goto('/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Password reset link has been sent to your email account').waitFor();

    const mail = await latestMailTo(email, /Reset your .* password/);
    const link = /http:\/\/[^\s"]+\/reset-password\/[\w-]+\/[\w-]+/.exec(mail.text ?? '')?.[0];
    expect(link).toBeDefined();
    await page.goto(new URL(link!).pathname);
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL('**/login');
    await logInThroughForm(page, email, NEW_PASSWORD);

    await page.goto(new URL(link!).pathname.replace('/reset-password/', '/resetpassword/'));
    await page.getByLabel('New Password', { exact: true }).fill('Another#2028');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('Another#2028');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
  });

  it('Guards send a visitor and a customer to the log-in page', async () => {
    const { page } = await browser.openPage('/profile');
    await page.waitForURL('**/login?redirect=%2Fprofile');
    const email = newEmail('yaw');
    await signUpThroughForm(page, 'Yaw Asante', email);
    await page.goto('/admin/dashboard-summary');
    await page.waitForURL('**/login?redirect=**');
    await page.goto('/profile');
    await expect
      .poll(() => page.getByLabel('Username', { exact: true }).inputValue())
      .toBe('Yaw Asante');
  });

  it('Admin sees the admin menu', async () => {
    const { page } = await browser.openPage('/');
    await logInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
    await page.getByRole('button', { name: /Account/ }).click();
    await page.getByRole('link', { name: 'Manage Users' }).waitFor();
    await page.goto('/admin/dashboard-summary');
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard-summary');
  });

  it('Two open tabs share one session and refresh it once', async () => {
    const { page, context } = await browser.openPage('/');
    const email = newEmail('abena');
    await signUpThroughForm(page, 'Abena Osei', email);
    const other = await context.newPage();
    await other.goto('/profile');
    await other.getByLabel('Username', { exact: true }).waitFor();

    let refreshes = 0;
    context.on('request', (request) => {
      if (request.url().endsWith('/api/users/refresh-token')) refreshes++;
    });
    // Both tabs come back to a session whose access token has just expired. The second tab is
    // away meanwhile: a tab that is open refreshes at once when another stores an expired session.
    await other.goto('about:blank');
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('userInfo') ?? '{}');
      localStorage.setItem(
        'userInfo',
        JSON.stringify({ ...session, expiresAt: new Date(Date.now() - 1000).toISOString() }),
      );
    });
    await Promise.all([page.reload(), other.goto('/profile')]);
    for (const tab of [page, other]) {
      await tab.getByRole('button', { name: /Account/ }).click();
      await tab.getByRole('button', { name: 'Log Out' }).waitFor();
    }
    expect(refreshes).toBe(1);
    // The refresh cookie is still good: a later reload signs the shopper in again.
    await page.evaluate(() => localStorage.removeItem('userInfo'));
    await page.goto('/profile');
    await expect.poll(() => page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
  });
});
