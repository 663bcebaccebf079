import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { newEmail, PASSWORD, signUpThroughForm } from './helpers/accounts.ts';
import { seededProducts } from './helpers/catalogue.ts';
import { shopUrl } from './helpers/shop.ts';
import { adminState, customerState } from './helpers/signed-in.ts';
import { phone } from './helpers/viewports.ts';

const cards = 'main a[href^="/product-details/"]';

/** A word no seeded name uses, so each run's records can be told apart. */
const tag = () => randomUUID().slice(0, 6);

/** A 200 x 200 PNG, small enough for both the category and the product limits. */
async function picture(name: string, background: string) {
  const buffer = await sharp({
    create: { width: 200, height: 200, channels: 3, background },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Every picture in `images` has been fetched and decoded. */
async function allLoaded(images: Locator) {
  await expect
    .poll(() =>
      images.evaluateAll(
        (imgs) =>
          imgs.length > 0 &&
          imgs.every(
            (img) =>
              (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          ),
      ),
    )
    .toBe(true);
}

function toast(page: Page, text: string) {
  return expect(page.getByRole('status').getByText(text, { exact: true })).toBeVisible();
}

test.use({ storageState: adminState });

test.describe('admin back office', () => {
  test('Admin creates a category with a picture', async ({ page, errors }) => {
    const name = `Kente Lamps ${tag()}`;
    await page.goto('/admin/create-category');
    await page.getByLabel('Category Name', { exact: true }).fill(name);
    await page
      .getByRole('group', { name: 'Category Image' })
      .locator('input[type=file]')
      .setInputFiles(await picture('lamps.png', '#d4a017'));
    await expect(
      page.getByRole('list', { name: 'Picked pictures (1)' }).getByText('Uploaded'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Create Category', exact: true }).click();
    await toast(page, 'You have successfully created new category!');
    await page.waitForURL('**/admin/manage-category');

    const table = page.getByRole('table', { name: 'Categories' });
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row.getByRole('link', { name: `Update name of ${name}` })).toBeVisible();
    await allLoaded(row.locator('img'));
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
  });

  test('Admin creates a product with two pictures, edits its stock, and shoppers see it', async ({
    page,
    errors,
    openPage,
  }) => {
    const name = `Adwoa Lamp ${tag()}`;
    await page.goto('/admin/create-product');
    await page.getByLabel('Product Name', { exact: true }).fill(name);
    await page.getByLabel('Brand (optional)', { exact: true }).fill('Adepa Crafts');
    await page.getByLabel('Category', { exact: true }).selectOption('Watches');
    await page.getByLabel('Price (₵)', { exact: true }).fill('250');
    await page.getByLabel('Discount Price (₵)', { exact: true }).fill('199.99');
    await page.getByLabel('Stock', { exact: true }).fill('5');
    await page
      .getByLabel('Description', { exact: true })
      .fill('A hand-woven lamp shade from Bonwire, with a brass stand.');
    await page
      .getByRole('group', { name: 'Product Pictures' })
      .locator('input[type=file]')
      .setInputFiles([
        await picture('lamp-front.png', '#1f7a4d'),
        await picture('lamp-side.png', '#b3261e'),
      ]);
    const picked = page.getByRole('list', { name: 'Picked pictures (2)' });
    await expect(picked.getByText('Uploaded')).toHaveCount(2);
    await page.getByRole('button', { name: 'Create Product', exact: true }).click();
    await toast(page, 'New product has been added successfully');
    await page.waitForURL('**/admin/get-all-products');

    await page.getByRole('link', { name: `Update ${name}`, exact: true }).click();
    await page.waitForURL('**/admin/update-product/**');
    const productId = new URL(page.url()).pathname.split('/').pop()!;
    const stock = page.getByLabel('Stock', { exact: true });
    await expect(stock).toHaveValue('5');
    await stock.fill('17');
    await page.getByRole('button', { name: 'Update Product', exact: true }).click();
    await toast(page, 'You have successfully updated the product');
    await page.waitForURL('**/admin/get-all-products');
    const row = page
      .getByRole('table', { name: 'Products' })
      .getByRole('row')
      .filter({ hasText: name });
    await expect(row.getByRole('cell').nth(4)).toHaveText('17');
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);

    const shopper = await openPage('/');
    await shopper.page.getByLabel('Search products').fill(name);
    await shopper.page.getByLabel('Search products').press('Enter');
    await shopper.page.waitForURL(/\/products\/search\?/);
    const card = shopper.page.locator(cards).filter({ hasText: name });
    await expect(card).toHaveAttribute('href', `/product-details/${productId}`);
    await allLoaded(card.locator('img'));
    await card.click();
    await shopper.page.waitForURL(`**/product-details/${productId}`);
    await expect(shopper.page.getByText('In Stock: 17', { exact: true })).toBeVisible();
    await expect(shopper.page.getByRole('button', { name: 'Show picture 1 of 2' })).toBeVisible();
    await shopper.page.getByRole('button', { name: 'Show picture 2 of 2' }).click();
    const gallery = shopper.page.getByRole('list', { name: 'Product pictures' });
    await expect(gallery.getByRole('img', { name: `${name}, picture 2 of 2` })).toBeVisible();
    await expect(gallery.getByRole('img')).toHaveCount(2);
    await allLoaded(gallery.getByRole('img'));
    expect(shopper.errors).toEqual([]);
  });

  test("Admin changes an order's status", async ({ page, errors }) => {
    const product = (await seededProducts())
      .filter((p) => p.stock > 0 && !p.sizes.length && !p.colors.length)
      .sort((a, b) => b.stock - a.stock)[0];
    expect(product).toBeDefined();
    const customer = `Kwame Order ${tag()}`;
    const res = await fetch(`${shopUrl()}/api/orders/customer-order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: customer,
        phoneNumber: '0244550123',
        province: 'Ashanti',
        area: 'Adum',
        products: [{ _id: product!._id, qty: 1 }],
      }),
    });
    expect(res.status).toBe(201);
    const { order } = (await res.json()) as { order: { orderId: string } };

    await page.goto('/admin/dashboard/orders');
    await page.getByRole('link', { name: `View order ${order.orderId}`, exact: true }).click();
    await page.waitForURL(`**/admin/dashboard/order/details/${order.orderId}`);
    await expect(page.getByText(customer, { exact: true })).toBeVisible();
    const payment = page.locator('dt:text-is("Payment Status") + dd');
    await expect(payment).toHaveText('unpaid');

    const status = page.getByLabel('Order Status', { exact: true });
    await status.selectOption('processing');
    await toast(page, 'You have successfully updated customer order status');
    await expect(page.getByText('Saved as processing', { exact: true })).toBeVisible();
    await status.selectOption('delivered');
    await expect(page.getByText('Saved as delivered', { exact: true })).toBeVisible();
    await toast(page, 'You have successfully updated customer order status');
    await expect(payment).toHaveText('paid');

    await page.reload();
    await expect(page.getByText('Saved as delivered', { exact: true })).toBeVisible();
    await expect(status).toHaveValue('delivered');
    await expect(payment).toHaveText('paid');
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
  });

  // The customer is deleted here, so they are one of the test's own.
  test('Admin edits and deletes a user', async ({ page, errors, openPage }) => {
    const suffix = tag();
    const name = `Esi Customer ${suffix}`;
    const renamed = `Esi Renamed ${suffix}`;
    const email = newEmail('esi');
    const customer = await openPage('/');
    await signUpThroughForm(customer.page, name, email);

    await page.goto('/admin/userlist');
    const table = page.getByRole('table', { name: 'Users' });
    await table.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    const nameInput = table.getByLabel('Name', { exact: true });
    await expect(nameInput).toHaveValue(name);
    await nameInput.fill(renamed);
    await table.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, `${renamed} has been updated`);
    const row = table.getByRole('row').filter({ hasText: email });
    await expect(row.getByRole('cell', { name: renamed, exact: true })).toBeVisible();

    await row.getByRole('button', { name: `Delete ${renamed}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure' });
    await dialog.getByRole('button', { name: 'Yes, delete' }).click();
    await toast(page, 'User deleted');
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: email })).toHaveCount(0);
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);

    // Their sessions ended with the account: the open tab is asked to log in again.
    await customer.page.goto('/customer/dashboard/orders');
    await customer.page.waitForURL('**/login?redirect=**');
    await customer.page.getByLabel('Email', { exact: true }).fill(email);
    await customer.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await customer.page.getByRole('button', { name: 'Log In' }).click();
    await expect(customer.page.getByText('Invalid email or password')).toBeVisible();
  });

  test.describe(() => {
    test.use({ storageState: customerState });

    test('A customer who tries an admin page is sent to the log-in page', async ({ page }) => {
      for (const path of ['/admin/dashboard-summary', '/admin/userlist']) {
        await page.goto(path);
        await page.waitForURL(`**/login?redirect=${encodeURIComponent(path)}`);
        await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Dashboard Summary' })).toHaveCount(0);
        await expect(page.getByRole('heading', { name: 'Manage Users' })).toHaveCount(0);
      }
    });
  });

  test.describe(() => {
    test.use({ viewport: phone });

    test('The dashboard works on a phone', async ({ page, errors }) => {
      await page.goto('/admin/dashboard-summary');
      await expect(page.getByRole('heading', { name: 'Dashboard Summary' })).toBeVisible();
      for (const tile of ['Total Products', 'Customers', 'Total Orders', 'Pending Orders'])
        await expect(page.getByRole('link', { name: new RegExp(`^${tile} \\d+`) })).toBeVisible();
      // The shop backed itself up when it started: the owner sees when.
      await expect(
        page
          .getByRole('region', { name: 'Backups' })
          .getByText(/^Last backup: \d+ \w+ \d{4}, \d\d:\d\d/),
      ).toBeVisible();
      // SMS go out (to files, in this shop): the owner sees how many this month, and their cost.
      await expect(
        page
          .getByRole('region', { name: 'SMS' })
          .getByText(/^SMS this month: \d+ sent, GHS \d+\.\d\d$/),
      ).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);

      const menu = page.getByRole('navigation', { name: 'Admin' });
      const button = menu.getByRole('button', { name: 'Admin menu' });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      for (const link of ['Create Product', 'Manage Orders', 'Manage Users'])
        await expect(menu.getByRole('link', { name: link, exact: true })).toBeVisible();
      await menu.getByRole('link', { name: 'Manage Users', exact: true }).click();
      await page.waitForURL('**/admin/userlist');
      await expect(
        page.getByRole('list', { name: 'Users' }).getByRole('listitem').first(),
      ).toBeVisible();
      expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    });
  });
});
