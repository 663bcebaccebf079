import { NOT_FOUND } from '@adepa/contract/messages';
import { RETURNS_LINE } from '@adepa/contract/receipts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeProblems, describeProblems, followRequests } from './helpers/axe.ts';
import { call, createProduct, guestOrder, ownerToken } from './helpers/owner-api.ts';
import { customerState } from './helpers/signed-in.ts';
import { desktop, phone } from './helpers/viewports.ts';

// A receipt for every order: a guest opens theirs from the thank-you page and from tracking, a
// customer from My Orders; printed, it is the receipt alone; anyone else finds no such page.

test.use({ viewport: phone, bypassCSP: true });

const product = async () =>
  createProduct(await ownerToken(), {
    name: `Kente Table Runner ${Date.now()}`,
    sizes: [],
    colors: [],
    stock: 20,
  });

/** A phone number of this run's own (a guest may hold only a few undelivered orders). */
const ownPhone = () => `024${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

async function expectReceipt(page: Page, orderId: string) {
  await expect(page.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
  await expect(page.getByText(orderId, { exact: true })).toBeVisible();
  await expect(page.getByText('To pay on delivery: ₵199.99')).toBeVisible();
  await expect(page.getByText(RETURNS_LINE)).toBeVisible();
  await expect(page.getByText('This receipt stays online at')).toBeVisible();
}

test('A guest opens the receipt from the thank-you page and prints it without the shop around it', async ({
  page,
  errors,
}) => {
  followRequests(page);
  const productId = await product();
  await page.goto(`/product-details/${productId}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Item added to cart successfully!')).toBeVisible();
  await page.goto('/checkout');
  await page.getByLabel('Full name').fill('Esi Owusu');
  await page.getByLabel('Phone Number').fill(ownPhone());
  await page.getByLabel('State/Province/Region').selectOption('Ashanti');
  await page.getByLabel('City/Town').fill('Bantama');
  await page
    .getByLabel('Note for the rider (optional)')
    .fill('Blue gate behind the Methodist church, call after 4');
  await page.getByRole('button', { name: 'PLACE ORDER NOW' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  const orderId = /GH-\d{4}-\d{6}/.exec(await page.locator('main').innerText())?.[0] ?? '';
  // The note reaches the shop with the order.
  const found = await call<{ orders: { deliveryNote: string | null }[] }>(
    `/api/orders/get-orders?q=${orderId}`,
    { token: await ownerToken() },
  );
  expect(found.orders[0]?.deliveryNote).toBe('Blue gate behind the Methodist church, call after 4');

  await page.getByRole('link', { name: 'Receipt' }).click();
  await expect(page).toHaveURL(/\/receipt\/GH-\d{4}-\d{6}\?key=[\w-]{16}$/);
  await expectReceipt(page, orderId);
  const problems = await axeProblems(page, 'receipt');
  expect(problems, describeProblems(problems)).toEqual([]);
  await page.screenshot({ path: 'screenshots/receipt-412.png', fullPage: true });

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
  await page.screenshot({ path: 'screenshots/receipt-print.png', fullPage: true });
  await page.setViewportSize(desktop);
  await page.emulateMedia({ media: 'screen' });
  await page.screenshot({ path: 'screenshots/receipt-1280.png', fullPage: true });

  expect(errors).toEqual([]);

  // The link works in any browser; without its key, it is no page at all.
  const link = page.url();
  await page.context().clearCookies();
  await page.goto(link.replace(/\?key=.*$/, ''));
  await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
  await page.goto(link);
  await expectReceipt(page, orderId);
});

test('A guest opens the receipt from tracking with the order number and phone', async ({
  page,
}) => {
  const phoneNumber = ownPhone();
  const orderId = await guestOrder(await product(), '', '', 1, {
    name: 'Kofi Boateng',
    phoneNumber,
  });
  await page.goto(`/track-order?orderId=${orderId}`);
  await page.getByLabel('Phone Number').fill(phoneNumber);
  await page.getByRole('button', { name: 'Track order' }).click();
  await page.getByRole('link', { name: 'Receipt' }).click();
  await expectReceipt(page, orderId);
});

test.describe(() => {
  test.use({ storageState: customerState });

  test('A customer opens the receipt from My Orders', async ({ page }) => {
    const productId = await product();
    await page.goto(`/product-details/${productId}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.goto('/checkout');
    await page.getByLabel('Phone Number').fill(ownPhone());
    await page.getByLabel('State/Province/Region').selectOption('Ashanti');
    await page.getByLabel('City/Town').fill('Asokwa');
    await page.getByRole('button', { name: 'PLACE ORDER NOW' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    const orderId = /GH-\d{4}-\d{6}/.exec(await page.locator('main').innerText())?.[0] ?? '';
    await page.getByRole('link', { name: 'My Orders' }).click();
    await page.getByRole('link', { name: `View order ${orderId}` }).click();
    await page.getByRole('link', { name: 'Receipt' }).click();
    await expect(page).toHaveURL(new RegExp(`/receipt/${orderId}$`));
    await expectReceipt(page, orderId);
  });
});
