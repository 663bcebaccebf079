import { NOT_ALLOWED } from '@adepa/contract/staff';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { logInThroughForm } from './helpers/accounts.ts';
import { axeProblems, describeProblems, followRequests } from './helpers/axe.ts';
import { staffMember } from './helpers/owner-api.ts';
import { phone } from './helpers/viewports.ts';

// Staff on a phone: each desk's menu offers only the pages its role may open, and a page it may
// not open says so, with the way to the desk's own pages.

test.use({ viewport: phone, bypassCSP: true });

async function menuOf(page: Page) {
  await page.getByRole('button', { name: /Admin menu/ }).click();
  const menu = page.getByRole('navigation', { name: 'Admin' }).getByRole('link');
  const texts = await menu.allInnerTexts();
  await page.keyboard.press('Escape');
  return texts;
}

test('The orders desk sees the orders and messages only, and is told when a page is not theirs', async ({
  page,
}) => {
  followRequests(page);
  const desk = await staffMember('orders', 'Efua Mensah');
  await logInThroughForm(page, desk.email, desk.password);
  // The back office's front door opens on the desk's own page.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard\/orders$/);
  await expect(page.getByRole('heading', { name: 'Customers Orders', level: 1 })).toBeVisible();
  expect(await menuOf(page)).toEqual([
    'Manage Orders',
    'Delivery Slips',
    'Messages',
    'Two-step Sign-in',
  ]);

  await page.goto('/admin/userlist');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await expect(page.getByText(NOT_ALLOWED)).toBeVisible();
  await expect(page.getByText('Your role in the shop: Orders desk.')).toBeVisible();
  const problems = await axeProblems(page, 'not allowed page');
  expect(problems, describeProblems(problems)).toEqual([]);
  await page.getByRole('link', { name: 'Go to the orders' }).click();
  await expect(page.getByRole('heading', { name: 'Customers Orders', level: 1 })).toBeVisible();
});

test('The catalogue desk sees the products and categories only', async ({ page }) => {
  const desk = await staffMember('catalogue', 'Kojo Asare');
  await logInThroughForm(page, desk.email, desk.password);
  await page.goto('/admin/get-all-products');
  await expect(page.getByRole('heading', { name: 'Manage Products', level: 1 })).toBeVisible();
  expect(await menuOf(page)).toEqual([
    'Create Product',
    'Create Category',
    'Manage Categories',
    'Manage Products',
    'Two-step Sign-in',
  ]);
  await page.goto('/admin/dashboard/orders');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the products' })).toBeVisible();
});
