import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import {
  e2eAdmin,
  logInThroughForm,
  newEmail,
  PASSWORD,
  signUpThroughForm,
} from './helpers/accounts.ts';
import { phone, useBrowser } from './helpers/browser.ts';
import { seededProducts } from './helpers/catalog.ts';

const browser = useBrowser();
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

async function adminPage(path: string, viewport?: typeof phone) {
  const opened = await browser.openPage('/', viewport);
  await logInThroughForm(opened.page, e2eAdmin.email, e2eAdmin.password);
  await opened.page.goto(path);
  return opened;
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
  return page.getByRole('status').getByText(text, { exact: true }).waitFor();
}

describe('admin back office', () => {
  it('Admin creates a category with a picture', async () => {
    const name = `Kente Lamps ${tag()}`;
    const { page, errors } = await adminPage('/admin/create-category');
    await page.getByLabel('Category Name', { exact: true }).fill(name);
    await page
      .getByRole('group', { name: 'Category Image' })
      .locator('input[type=file]')
      .setInputFiles(await picture('lamps.png', '#d4a017'));
    await page.getByRole('list', { name: 'Picked pictures (1)' }).getByText('Uploaded').waitFor();
    await page.getByRole('button', { name: 'Create Category', exact: true }).click();
    await toast(page, 'You have successfully created new category!');
    await page.waitForURL('**/admin/manage-category');

    const table = page.getByRole('table', { name: 'Categories' });
    const row = table.getByRole('row').filter({ hasText: name });
    await row.getByRole('link', { name: `Update name of ${name}` }).waitFor();
    await allLoaded(row.locator('img'));
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
  });

  it('Admin creates a product with two pictures, edits its stock, and shoppers see it', async () => {
    const name = `Adwoa Lamp ${tag()}`;
    const { page, errors } = await adminPage('/admin/create-product');
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
    await expect.poll(() => picked.getByText('Uploaded').count()).toBe(2);
    await page.getByRole('button', { name: 'Create Product', exact: true }).click();
    await toast(page, 'New product has been added successfully');
    await page.waitForURL('**/admin/get-all-products');

    await page.getByRole('link', { name: `Update ${name}`, exact: true }).click();
    await page.waitForURL('**/admin/update-product/**');
    const productId = new URL(page.url()).pathname.split('/').pop()!;
    const stock = page.getByLabel('Stock', { exact: true });
    await expect.poll(() => stock.inputValue()).toBe('5');
    await stock.fill('17');
    await page.getByRole('button', { name: 'Update Product', exact: true }).click();
    await toast(page, 'You have successfully updated the product');
    await page.waitForURL('**/admin/get-all-products');
    const row = page
      .getByRole('table', { name: 'Products' })
      .getByRole('row')
      .filter({ hasText: name });
    await expect.poll(() => row.getByRole('cell').nth(4).innerText()).toBe('17');
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);

    const shopper = await browser.openPage('/');
    await shopper.page.getByLabel('Search products').fill(name);
    await shopper.page.getByLabel('Search products').press('Enter');
    await shopper.page.waitForURL(/\/products\/search\?/);
    const card = shopper.page.locator(cards).filter({ hasText: name });
    await card.waitFor();
    expect(await card.getAttribute('href')).toBe(`/product-details/${productId}`);
    await allLoaded(card.locator('img'));
    await card.click();
    await shopper.page.waitForURL(`**/product-details/${productId}`);
    await shopper.page.getByText('In Stock: 17', { exact: true }).waitFor();
    await shopper.page.getByRole('button', { name: 'Show picture 1 of 2' }).waitFor();
    await shopper.page.getByRole('button', { name: 'Show picture 2 of 2' }).click();
    const gallery = shopper.page.getByRole('list', { name: 'Product pictures' });
    await gallery.getByRole('img', { name: `${name}, picture 2 of 2` }).waitFor();
    expect(await gallery.getByRole('img').count()).toBe(2);
    await allLoaded(gallery.getByRole('img'));
    expect(shopper.errors).toEqual([]);
  });

  it("Admin changes an order's status", async () => {
    const product = (await seededProducts())
      .filter((p) => p.stock > 0 && !p.sizes.length && !p.colors.length)
      .sort((a, b) => b.stock - a.stock)[0];
    expect(product).toBeDefined();
    const customer = `Kwame Order ${tag()}`;
    const res = await fetch(`${inject('baseUrl')}/api/orders/customer-order`, {
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

    const { page, errors } = await adminPage('/admin/dashboard/orders');
    await page.getByRole('link', { name: `View order ${order.orderId}`, exact: true }).click();
    await page.waitForURL(`**/admin/dashboard/order/details/${order.orderId}`);
    await page.getByText(customer, { exact: true }).waitFor();
    const payment = page.locator('dt:text-is("Payment Status") + dd');
    await expect.poll(() => payment.textContent()).toBe('unpaid');

    const status = page.getByLabel('Order Status', { exact: true });
    await status.selectOption('processing');
    await toast(page, 'You have successfully updated customer order status');
    await page.getByText('Saved as processing', { exact: true }).waitFor();
    await status.selectOption('delivered');
    await page.getByText('Saved as delivered', { exact: true }).waitFor();
    await toast(page, 'You have successfully updated customer order status');
    await expect.poll(() => payment.textContent()).toBe('paid');

    await page.reload();
    await page.getByText('Saved as delivered', { exact: true }).waitFor();
    expect(await status.inputValue()).toBe('delivered');
    expect(await payment.textContent()).toBe('paid');
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
  });

  it('Admin edits and deletes a user', async () => {
    const suffix = tag();
    const name = `Esi Customer ${suffix}`;
    const renamed = `Esi Renamed ${suffix}`;
    const email = newEmail('esi');
    const customer = await browser.openPage('/');
    await signUpThroughForm(customer.page, name, email);

    const { page, errors } = await adminPage('/admin/userlist');
    const table = page.getByRole('table', { name: 'Users' });
    await table.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    const nameInput = table.getByLabel('Name', { exact: true });
    await expect.poll(() => nameInput.inputValue()).toBe(name);
    await nameInput.fill(renamed);
    await table.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, `${renamed} has been updated`);
    const row = table.getByRole('row').filter({ hasText: email });
    await row.getByRole('cell', { name: renamed, exact: true }).waitFor();

    await row.getByRole('button', { name: `Delete ${renamed}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure' });
    await dialog.getByRole('button', { name: 'Yes, delete' }).click();
    await toast(page, 'User deleted');
    await row.waitFor({ state: 'detached' });
    await page.reload();
    await table.getByRole('row').nth(1).waitFor();
    expect(await table.getByRole('row').filter({ hasText: email }).count()).toBe(0);
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);

    // Their sessions ended with the account: the open tab is asked to log in again.
    await customer.page.goto('/customer/dashboard/orders');
    await customer.page.waitForURL('**/login?redirect=**');
    await customer.page.getByLabel('Email', { exact: true }).fill(email);
    await customer.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await customer.page.getByRole('button', { name: 'Log In' }).click();
    await customer.page.getByText('Invalid email or password').waitFor();
  });

  it('A customer who tries an admin page is sent to the log-in page', async () => {
    const { page } = await browser.openPage('/');
    await signUpThroughForm(page, 'Yaa Curious', newEmail('yaa'));
    for (const path of ['/admin/dashboard-summary', '/admin/userlist']) {
      await page.goto(path);
      await page.waitForURL(`**/login?redirect=${encodeURIComponent(path)}`);
      await page.getByRole('button', { name: 'Log In' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Dashboard Summary' }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Manage Users' }).count()).toBe(0);
    }
  });

  it('The dashboard works on a phone', async () => {
    const { page, errors } = await adminPage('/admin/dashboard-summary', phone);
    await page.getByRole('heading', { name: 'Dashboard Summary' }).waitFor();
    for (const tile of ['Total Products', 'Customers', 'Total Orders', 'Pending Orders'])
      await page.getByRole('link', { name: new RegExp(`^${tile} \\d+`) }).waitFor();
    // The shop backed itself up when it started: the owner sees when.
    await page
      .getByRole('region', { name: 'Backups' })
      .getByText(/^Last backup: \d+ \w+ \d{4}, \d\d:\d\d/)
      .waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    const menu = page.getByRole('navigation', { name: 'Admin' });
    const button = menu.getByRole('button', { name: 'Admin menu' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    for (const link of ['Create Product', 'Manage Orders', 'Manage Users'])
      await menu.getByRole('link', { name: link, exact: true }).waitFor();
    await menu.getByRole('link', { name: 'Manage Users', exact: true }).click();
    await page.waitForURL('**/admin/userlist');
    await page.getByRole('list', { name: 'Users' }).getByRole('listitem').first().waitFor();
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
  });
});
