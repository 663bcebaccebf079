import { paths } from '@adepa/contract/paths';
import { mayOpen, type StaffPage } from '@adepa/contract/staff';
import { ghanaDay } from '@adepa/contract/tax';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { logInThroughForm } from './helpers/accounts.ts';
import {
  type AxeProblem,
  axeProblems,
  describeProblems,
  followRequests,
  show,
} from './helpers/axe.ts';
import { type BackOfficeSubjects, backOfficePaths } from './helpers/back-office.ts';
import { seededProducts } from './helpers/catalogue.ts';
import { guestOrder, staffMember } from './helpers/owner-api.ts';
import { shopUrl } from './helpers/shop.ts';
import { adminState, customerState } from './helpers/signed-in.ts';
import { trackOrder } from './helpers/tracking.ts';
import { phone } from './helpers/viewports.ts';

// Every storefront and back-office page at a phone's width and a desktop's, as a shopper, a
// customer and each staff role see it, checked against WCAG 2.2 A/AA and axe-core's best practices
// (helpers/axe.ts). One browser context per group of pages: its first page is loaded as a visitor
// arriving sees it, the others are shown as the app's own links show them (see `show`). Each group
// reports all its pages' problems at once, so one run lists everything there is to fix.

// The shop's Content-Security-Policy allows no inline script, and axe is injected as one.
test.use({ viewport: phone, bypassCSP: true });
test.beforeEach(({ page }) => followRequests(page));

/** Shows `path`, waits for its code and data, and adds the page's problems to `problems`. */
async function check(page: Page, problems: AxeProblem[], path: string, label = path) {
  await show(page, path);
  problems.push(...(await axeProblems(page, label)));
}

function expectNone(problems: AxeProblem[]) {
  expect(problems.length, `accessibility violations:\n${describeProblems(problems)}`).toBe(0);
}

/** A product with no size or colour to pick, and stock to sell. */
async function simpleProduct() {
  const product = (await seededProducts())
    .filter((p) => p.stock > 0 && !p.sizes.length && !p.colors.length)
    .sort((a, b) => b.stock - a.stock)[0];
  expect(product).toBeDefined();
  return product!;
}

async function firstCategory() {
  const response = await fetch(`${shopUrl()}/api/category/categories`);
  const [category] = (await response.json()) as { _id: string; name: string }[];
  expect(category).toBeDefined();
  return category!;
}

async function addToCart(page: Page, productId: string) {
  await page.goto(`/product-details/${productId}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Item added to cart successfully!')).toBeVisible();
}

/** An order, a product and a category for the back-office pages about one. */
async function subjects(): Promise<BackOfficeSubjects> {
  const product = await simpleProduct();
  return {
    orderId: await guestOrder(product._id, '', ''),
    productId: product._id,
    categoryId: (await firstCategory())._id,
  };
}

/** Checks what is on screen now (a dialog opened, a form answered). */
async function checkHere(page: Page, problems: AxeProblem[], label: string) {
  problems.push(...(await axeProblems(page, label)));
}

test.describe('accessibility', () => {
  test('The catalogue pages are accessible at phone and desktop widths', async ({ page }) => {
    const problems: AxeProblem[] = [];
    const product = await simpleProduct();
    const withOptions = (await seededProducts()).find((p) => p.sizes.length || p.colors.length);
    const category = new URLSearchParams({ category: (await firstCategory()).name });
    const word = new URLSearchParams({ value: product.name.split(' ')[0]! });
    for (const path of [
      '/',
      '/shop',
      `/products?${category}`,
      `/products/search?${word}`,
      `/product-details/${product._id}`,
      ...(withOptions ? [`/product-details/${withOptions._id}`] : []),
      '/no-such-page',
    ])
      await check(page, problems, path);
    expectNone(problems);
  });

  test("A shopper's cart, checkout and wishlist, with a product in them, are accessible at phone and desktop widths", async ({
    page,
  }) => {
    const problems: AxeProblem[] = [];
    const product = await simpleProduct();
    await addToCart(page, product._id);
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
    await check(page, problems, '/cart', '/cart (one item)');
    await check(page, problems, '/checkout', '/checkout (one item)');
    await check(page, problems, '/whishlist', '/whishlist (one product)');
    await page.getByRole('link', { name: /^Cart 1 item\b/ }).click();
    await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
    await checkHere(page, problems, 'cart panel (one item)');
    expectNone(problems);
  });

  test('The sign-in forms and the information pages are accessible at phone and desktop widths', async ({
    page,
  }) => {
    const problems: AxeProblem[] = [];
    for (const path of [
      '/users/login',
      '/users/signup',
      '/forgot-password',
      '/reset-password/000000000000000000000000/not-a-token',
      '/track-order',
      '/subscribed',
      '/about-us',
      '/contact-us',
      '/faq',
      '/terms-of-service',
      '/privacy-policy',
    ])
      await check(page, problems, path);
    expectNone(problems);
  });

  test.describe(() => {
    test.use({ storageState: customerState });

    test("A customer's pages are accessible at phone and desktop widths", async ({ page }) => {
      const problems: AxeProblem[] = [];
      const product = await simpleProduct();
      await addToCart(page, product._id);
      await check(page, problems, '/checkout', '/checkout (signed in, one item)');
      await page.getByLabel('Phone Number').fill('0201234567');
      await page.getByLabel('State/Province/Region').selectOption('Ashanti');
      await page.getByLabel('City/Town').fill('Asokwa');
      await page.getByRole('button', { name: 'PLACE ORDER NOW' }).click();
      await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
      const orderId = /GH-\d{4}-\d{6}/.exec(await page.locator('main').innerText())?.[0];
      expect(orderId).toBeDefined();
      await checkHere(page, problems, '/successfull-order');

      for (const path of [
        '/profile',
        '/change-password',
        '/customer/dashboard/orders',
        `/customer/dashboard/order/details/${orderId}`,
        paths.receipt(orderId!),
      ])
        await check(page, problems, path);

      await trackOrder(page, orderId!, '0201234567');
      await checkHere(page, problems, '/track-order (an order found)');

      expectNone(problems);
    });
  });

  test.describe(() => {
    test.use({ storageState: adminState });

    test('Every back-office page is accessible to the owner at phone and desktop widths', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const problems: AxeProblem[] = [];
      const pages = backOfficePaths(await subjects());
      for (const [name, path] of Object.entries(pages))
        if (mayOpen('owner', name as StaffPage)) await check(page, problems, path);
      await check(page, problems, paths.admin.slips({ day: ghanaDay(new Date()) }));
      await show(page, pages.orders);
      await page.setViewportSize(phone);
      await page.getByRole('button', { name: 'Admin menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('list')).toBeVisible();
      await checkHere(page, problems, 'admin menu (open)');
      expectNone(problems);
    });
  });

  for (const [role, name] of [
    ['orders', 'Abena Orders-Desk'],
    ['catalogue', 'Kwaku Catalogue-Desk'],
  ] as const)
    test(`The back-office pages the ${role} desk may open are accessible to it at phone and desktop widths`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const desk = await staffMember(role, name);
      await logInThroughForm(page, desk.email, desk.password);
      const problems: AxeProblem[] = [];
      for (const [staffPage, path] of Object.entries(backOfficePaths(await subjects())))
        if (mayOpen(role, staffPage as StaffPage)) await check(page, problems, path);
      expectNone(problems);
    });

  test('The check fails on serious violations planted in a page, one seen only at one width', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => {
      const style = document.createElement('style');
      // A button without a name, shown on wide screens only: a phone-width check alone misses it.
      // Two 12 px buttons side by side: targets too small and too close (WCAG 2.5.8).
      style.textContent = `@media (max-width: 1023px) { #nameless { display: none } }
        .tiny { width: 12px; height: 12px; padding: 0; border: 0; margin: 0 }`;
      document.head.append(style);
      const planted = document.createElement('div');
      planted.innerHTML =
        '<button id="nameless"></button><button class="tiny">a</button><button class="tiny">b</button>';
      document.body.prepend(planted);
    });
    const problems = await axeProblems(page, 'planted');
    expect(problems.map((p) => `${p.page}: ${p.rule} (${p.impact})`).sort()).toEqual([
      'planted at 1280 px: button-name (critical)',
      'planted at 1280 px: target-size (serious)',
      'planted at 412 px: target-size (serious)',
    ]);
  });
});
