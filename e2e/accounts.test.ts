import { expect, test } from './fixtures.ts';
import {
  logInThroughForm,
  logOutThroughMenu,
  newEmail,
  PASSWORD,
  signUpThroughForm,
} from './helpers/accounts.ts';
import { latestMailTo } from './helpers/mail.ts';
import { adminState, customer, customerState } from './helpers/signed-in.ts';
import { phone } from './helpers/viewports.ts';

const NEW_PASSWORD = 'Medaase@2027';

test.describe('accounts', () => {
  test('Shopper signs up, logs out and logs back in', async ({ page, errors }) => {
    await page.goto('/');
    const email = newEmail('ama');
    await signUpThroughForm(page, 'Ama Mensah', email);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('button', { name: /Account/ }).click();
    await expect(page.getByRole('link', { name: 'My Orders' })).toBeVisible();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();

    await page.goto('/users/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong#pass1');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await logInThroughForm(page, email);
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
  });

  test.describe(() => {
    test.use({ viewport: phone });

    test('Sign-up shows the spec messages under the fields', async ({ page }) => {
      await page.goto('/users/signup');
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await expect(page.getByText('Username is required')).toBeVisible();
      await expect(page.getByText('email address is required')).toBeVisible();
      await page.getByLabel('Email', { exact: true }).fill('not-an-email');
      await page.getByLabel('Email', { exact: true }).blur();
      await expect(page.getByText('Invalid email address')).toBeVisible();
    });
  });

  // Changing the password ends the account's other sessions: this customer is one of its own.
  test('Customer changes their password and logs in with the new one', async ({ page }) => {
    await page.goto('/');
    const email = newEmail('kofi');
    await signUpThroughForm(page, 'Kofi Boateng', email);
    await page.goto('/change-password');
    await page.getByLabel('Old Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('You have successfully changed your password')).toBeVisible();
    await page.waitForURL('**/profile');
    await logOutThroughMenu(page);
    await logInThroughForm(page, email, NEW_PASSWORD);
  });

  test('Shopper resets a forgotten password with the link from the e-mail', async ({ page }) => {
    await page.goto('/');
    const email = newEmail('efua');
    await signUpThroughForm(page, 'Efua Darko', email);
    await logOutThroughMenu(page);

    await page.goto('/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(
      page.getByText('Password reset link has been sent to your email account'),
    ).toBeVisible();

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
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  });

  test('Guards send a visitor and a customer to the log-in page', async ({ page, openPage }) => {
    await page.goto('/profile');
    await page.waitForURL('**/login?redirect=%2Fprofile');
    const signedIn = await openPage('/admin/dashboard-summary', { storageState: customerState });
    await signedIn.page.waitForURL('**/login?redirect=**');
    await signedIn.page.goto('/profile');
    await expect(signedIn.page.getByLabel('Username', { exact: true })).toHaveValue(
      customer.username,
    );
  });

  test.describe(() => {
    test.use({ storageState: adminState });

    test('Admin sees the admin menu', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: /Account/ }).click();
      await expect(page.getByRole('link', { name: 'Manage Users' })).toBeVisible();
      await page.goto('/admin/dashboard-summary');
      expect(new URL(page.url()).pathname).toBe('/admin/dashboard-summary');
    });
  });

  // The session is refreshed here, which spends its refresh cookie: an account of its own.
  test('Two open tabs share one session and refresh it once', async ({ page, context }) => {
    await page.goto('/');
    const email = newEmail('abena');
    await signUpThroughForm(page, 'Abena Osei', email);
    const other = await context.newPage();
    await other.goto('/profile');
    await expect(other.getByLabel('Username', { exact: true })).toBeVisible();

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
      await expect(tab.getByRole('button', { name: 'Log Out' })).toBeVisible();
    }
    expect(refreshes).toBe(1);
    // The refresh cookie is still good: a later reload signs the shopper in again.
    await page.evaluate(() => localStorage.removeItem('userInfo'));
    await page.goto('/profile');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  });
});
