import { test as setup } from '../fixtures.ts';
import { e2eAdmin, logInThroughForm, signUpThroughForm } from '../helpers/accounts.ts';
import { adminState, customer, customerState } from '../helpers/signed-in.ts';

// Once per run, before the journeys: the sessions the signed-in tests start from.

setup('sign up the customer the signed-in tests use', async ({ page }) => {
  await signUpThroughForm(page, customer.username, customer.email);
  await page.context().storageState({ path: customerState });
});

setup('log in the admin the back-office tests use', async ({ page }) => {
  await logInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
  await page.context().storageState({ path: adminState });
});
