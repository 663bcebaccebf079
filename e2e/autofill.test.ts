import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { PASSWORD } from './helpers/accounts.ts';
import { seededProducts } from './helpers/catalogue.ts';
import { paste } from './helpers/clipboard.ts';
import { phone } from './helpers/viewports.ts';

// What a browser or a password manager fills in, and what may be pasted (WCAG 1.3.5 Identify
// Input Purpose, 3.3.8 Accessible Authentication): every field of the forms a shopper signs in,
// signs up, resets a password and checks out with says what it holds, and none refuses a paste.

test.use({ viewport: phone });

/** Fields that no browser can fill, and why: they may say "off". */
const NOTHING_TO_FILL = {
  'Note for the rider (optional)': 'a note for this one order, not a fact about the shopper',
};

/** Each field of the page's main form and its autocomplete: label -> token. */
function fieldsOf(page: Page) {
  return page
    .locator(
      'main :is(input:not([type=hidden], [type=checkbox], [type=radio], [type=submit]), select, textarea)',
    )
    .evaluateAll((fields) =>
      fields.map((field) => {
        const label = (field as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? field.id;
        return [label.replace(/\s*\*$/, ''), field.getAttribute('autocomplete') ?? ''] as const;
      }),
    );
}

test('Every field of the log-in, sign-up, password and checkout forms says what fills it', async ({
  page,
}) => {
  const [product] = (await seededProducts()).filter(
    (p) => p.stock > 0 && !p.sizes.length && !p.colors.length,
  );
  await page.goto(`/product-details/${product!._id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Item added to cart successfully!')).toBeVisible();

  const found: Record<string, Record<string, string>> = {};
  for (const path of [
    '/users/login',
    '/users/signup',
    '/forgot-password',
    '/reset-password/000000000000000000000000/not-a-token',
    '/checkout',
  ]) {
    await page.goto(path);
    const fields = await fieldsOf(page);
    expect(fields.length, path).toBeGreaterThan(0);
    found[path] = Object.fromEntries(fields);
  }
  expect(found).toEqual({
    '/users/login': { Email: 'username', Password: 'current-password' },
    '/users/signup': {
      Username: 'nickname',
      Email: 'email',
      Password: 'new-password',
      'Confirm Password': 'new-password',
    },
    '/forgot-password': { Email: 'email' },
    '/reset-password/000000000000000000000000/not-a-token': {
      'New Password': 'new-password',
      'Confirm New Password': 'new-password',
    },
    '/checkout': {
      'Full name': 'name',
      'Email (optional)': 'email',
      'Phone Number': 'tel',
      'State/Province/Region': 'address-level1',
      'City/Town': 'address-level2',
      'House address (optional)': 'street-address',
      'Note for the rider (optional)': 'off',
    },
  });
  const off = Object.values(found).flatMap((fields) =>
    Object.entries(fields).filter(([, token]) => token === 'off'),
  );
  expect(off.map(([label]) => label)).toEqual(Object.keys(NOTHING_TO_FILL));
});

test('A password pastes into the sign-up and log-in forms', async ({ page }) => {
  await page.goto('/users/signup');
  const password = page.getByLabel('Password', { exact: true });
  await paste(password, PASSWORD);
  await expect(password).toHaveValue(PASSWORD);
  await paste(page.getByLabel('Confirm Password', { exact: true }), PASSWORD);
  await expect(page.getByLabel('Confirm Password', { exact: true })).toHaveValue(PASSWORD);

  await page.goto('/users/login');
  await paste(page.getByLabel('Password', { exact: true }), PASSWORD);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);
});
