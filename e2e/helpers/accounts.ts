import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** The admin account the test shop is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const e2eAdmin = { email: 'owner@adepa.example', password: 'Owner#2026pass' };

export const PASSWORD = 'Akwaaba#2026';

export const newEmail = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;

export async function signUpThroughForm(
  page: Page,
  username: string,
  email: string,
  password = PASSWORD,
) {
  await page.goto('/users/signup');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('You have successfully signed  in')).toBeVisible();
}

export async function logInThroughForm(
  page: Page,
  email: string,
  password = PASSWORD,
  path = '/users/login',
) {
  await page.goto(path);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('You have successfully logged in')).toBeVisible();
}

export async function logOutThroughMenu(page: Page) {
  await page.getByRole('button', { name: /Account/ }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
}
