import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  type AxeProblem,
  axeProblems,
  describeProblems,
  followRequests,
  show,
} from './helpers/axe.ts';
import { seededProducts } from './helpers/catalogue.ts';
import { shopUrl } from './helpers/shop.ts';
import { adminState, customerState } from './helpers/signed-in.ts';
import { trackOrder } from './helpers/tracking.ts';
import { phone } from './helpers/viewports.ts';

// Every storefront and back-office page on a phone, as a shopper, a customer and the owner see
// it, checked against WCAG 2.2 A/AA and axe-core's best practices (helpers/axe.ts). One browser
// context per group of pages: its first page is loaded as a visitor arriving sees it, the others
// are shown as the app's own links show them (see `show`). Each group reports all its pages'
// problems at once, so one run lists everything there is to fix.

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

/** A guest's order of one `productId`, placed through the api: its order number. */
async function guestOrder(productId: string) {
  const response = await fetch(`${shopUrl()}/api/orders/customer-order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Yaw Mensah',
      phoneNumber: '0244550123',
      province: 'Ashanti',
      area: 'Adum',
      products: [{ _id: productId, qty: 1 }],
    }),
  });
  expect(response.status).toBe(201);
  const { order } = (await response.json()) as { order: { orderId: string } };
  return order.orderId;
}

/** Checks what is on screen now (a dialog opened, a form answered). */
async function checkHere(page: Page, problems: AxeProblem[], label: string) {
  problems.push(...(await axeProblems(page, label)));
}

test.describe('accessibility', () => {
  test('The catalogue pages are accessible on a phone', async ({ page }) => {
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

  test("A shopper's cart, checkout and wishlist, with a product in them, are accessible on a phone", async ({
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
    await page.getByRole('link', { name: /^Cart, 1 item/ }).click();
    await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
    await checkHere(page, problems, 'cart panel (one item)');
    expectNone(problems);
  });

  test('The sign-in forms and the information pages are accessible on a phone', async ({
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

    test("A customer's pages are accessible on a phone", async ({ page }) => {
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
      ])
        await check(page, problems, path);

      await trackOrder(page, orderId!, '0201234567');
      await checkHere(page, problems, '/track-order (an order found)');

      expectNone(problems);
    });
  });

  test.describe(() => {
    test.use({ storageState: adminState });

    test('The back office overview and lists are accessible to the admin on a phone', async ({
      page,
    }) => {
      const problems: AxeProblem[] = [];
      const orderId = await guestOrder((await simpleProduct())._id);
      for (const path of [
        '/admin/dashboard-summary',
        '/admin/dashboard/orders',
        `/admin/dashboard/order/details/${orderId}`,
        '/admin/get-all-products',
        '/admin/manage-category',
        '/admin/userlist',
        '/admin/messages',
        '/admin/activity',
        '/admin/dashboard/refunds',
      ])
        await check(page, problems, path);
      await page.getByRole('button', { name: 'Admin menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('list')).toBeVisible();
      await checkHere(page, problems, 'admin menu (open)');
      expectNone(problems);
    });

    test("The back office's forms are accessible to the admin on a phone", async ({ page }) => {
      const problems: AxeProblem[] = [];
      const product = await simpleProduct();
      const category = await firstCategory();
      for (const path of [
        '/admin/create-product',
        `/admin/update-product/${product._id}`,
        `/admin/update-product-image/${product._id}`,
        '/admin/create-category',
        `/admin/update-category/${category._id}`,
        `/admin/update-category-image/${category._id}`,
        '/admin/newsletter',
        '/admin/delivery-fees',
        '/admin/vat',
        '/admin/two-step',
      ])
        await check(page, problems, path);
      expectNone(problems);
    });
  });
});
