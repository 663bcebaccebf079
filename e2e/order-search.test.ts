import { expect, test } from './fixtures.ts';
import { logInThroughForm } from './helpers/accounts.ts';
import { axeProblems, describeProblems, followRequests } from './helpers/axe.ts';
import { createProduct, guestOrder, ownerToken, staffMember } from './helpers/owner-api.ts';
import { desktop, phone } from './helpers/viewports.ts';

// A buyer calls about an order and gives a phone number, written their own way: the orders desk
// finds the order with it on a phone, narrows by status, and a reload keeps the search. The
// catalogue desk finds a product the same way.

test.use({ viewport: phone, bypassCSP: true });
test.beforeEach(({ page }) => followRequests(page));

/** A mobile number of this run's own: 024 and seven digits. */
const ownNumber = () => `24${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

test('The orders desk finds a guest order by a phone number written differently from checkout', async ({
  page,
  errors,
}) => {
  const desk = await staffMember('orders', 'Ama Desk');
  await logInThroughForm(page, desk.email, desk.password);
  const digits = ownNumber();
  const token = await ownerToken();
  const productId = await createProduct(token, {
    name: `Kente Stole ${digits}`,
    sizes: [],
    colors: [],
    stock: 20,
  });
  // Typed at checkout as +233 24 ... ; the buyer reads it out on the phone as 024 ...
  const checkoutPhone = `+233 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
  const spokenPhone = `0${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
  const orderNumber = await guestOrder(productId, '', '', 1, {
    name: 'Efua Owusu',
    phoneNumber: checkoutPhone,
  });

  await page.goto('/admin/dashboard/orders');
  await page.getByLabel('Search orders').fill(spokenPhone);
  await page.getByRole('button', { name: 'Find orders', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('1 order found');
  await expect(page.getByText(orderNumber).first()).toBeVisible();
  // The desk is offered nothing its role would be refused: no export, no deleting.
  await expect(page.getByRole('button', { name: /Export/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0);

  await page.getByLabel('Delivery status').selectOption('pending');
  await expect(page).toHaveURL(/status=pending/);
  await expect(page).toHaveURL(/q=0/);
  await expect(page.getByText(orderNumber).first()).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Search orders')).toHaveValue(spokenPhone);
  await expect(page.getByLabel('Delivery status')).toHaveValue('pending');
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('1 order found');
  await expect(page.getByText(orderNumber).first()).toBeVisible();

  const problems = await axeProblems(page, 'orders search, phone');
  expect(problems.length, `accessibility violations:\n${describeProblems(problems)}`).toBe(0);
  await page.screenshot({ path: 'screenshots/order-search-412.png', fullPage: true });
  await page.setViewportSize(desktop);
  await page.screenshot({ path: 'screenshots/order-search-1280.png', fullPage: true });

  // A status the order is not in finds nothing, and says so.
  await page.getByLabel('Delivery status').selectOption('delivered');
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('0 orders found');
  expect(errors).toEqual([]);
});

test('The catalogue desk finds a product by part of its name and keeps the search on a reload', async ({
  page,
  errors,
}) => {
  const desk = await staffMember('catalogue', 'Kofi Desk');
  await logInThroughForm(page, desk.email, desk.password);
  const word = `Adinkra${Math.floor(Math.random() * 1e6)}`;
  await createProduct(await ownerToken(), {
    name: `${word} Cloth`,
    sizes: [],
    colors: [],
    stock: 2,
  });
  await page.goto('/admin/get-all-products');
  await page.getByLabel('Product name', { exact: true }).fill(word.toLowerCase());
  await page.getByRole('button', { name: 'Find products', exact: true }).click();
  await page.getByLabel('Low stock only').check();
  await expect(page).toHaveURL(/low=1/);
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('1 product found');

  await page.reload();
  await expect(page.getByLabel('Product name', { exact: true })).toHaveValue(word.toLowerCase());
  await expect(page.getByLabel('Low stock only')).toBeChecked();
  await expect(page.getByText(`${word} Cloth`).first()).toBeVisible();
  const problems = await axeProblems(page, 'products search, phone');
  expect(problems.length, `accessibility violations:\n${describeProblems(problems)}`).toBe(0);
  await page.screenshot({ path: 'screenshots/product-search-412.png', fullPage: true });
  expect(errors).toEqual([]);
});
