import { expect, test } from './fixtures.ts';
import { logInThroughForm } from './helpers/accounts.ts';
import { axeProblems, describeProblems, followRequests } from './helpers/axe.ts';
import { call, createProduct, guestOrder, ownerToken, staffMember } from './helpers/owner-api.ts';
import { phone } from './helpers/viewports.ts';

// The orders desk prints the rider's slip of one order from its page, and the slips of the day's
// orders still to deliver in one print: who, where, what (no prices), what to collect.

test.use({ viewport: phone, bypassCSP: true });

test('The orders desk prints one order’s slip and the day’s slips', async ({ page }) => {
  followRequests(page);
  const productId = await createProduct(await ownerToken(), {
    name: `Wax Print Fabric ${Date.now()}`,
    sizes: [],
    colors: [],
    stock: 20,
  });
  const phoneNumber = `024${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const orderId = await guestOrder(productId, '', '', 2, {
    name: 'Adjoa Sarpong',
    phoneNumber,
    deliveryNote: 'Opposite the Total filling station, call after 4',
  });
  const desk = await staffMember('orders', 'Yaa Desk');
  await logInThroughForm(page, desk.email, desk.password);

  const { orders } = await call<{ orders: { _id: string; orderId: string }[] }>(
    `/api/orders/get-orders?q=${orderId}`,
    { token: await ownerToken() },
  );
  await page.goto(`/admin/dashboard/order/details/${orders[0]!._id}`);
  await page.getByRole('link', { name: "Rider's slip" }).click();
  const slip = page.getByRole('article', { name: `Slip for ${orderId}` });
  await expect(slip.getByText('Adjoa Sarpong')).toBeVisible();
  await expect(slip.getByText('2 x')).toBeVisible();
  await expect(slip.getByText('Opposite the Total filling station, call after 4')).toBeVisible();
  await expect(slip.getByText('₵399.98')).toBeVisible();
  await expect(slip.getByText('Received by (name and signature)')).toBeVisible();
  const problems = await axeProblems(page, 'rider slip');
  expect(problems, describeProblems(problems)).toEqual([]);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print slip' })).toBeHidden();
  await expect(slip).toBeVisible();
  await page.screenshot({ path: 'screenshots/slip-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  await page.goto('/admin/slips');
  await expect(page.getByRole('article', { name: `Slip for ${orderId}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Print( \d+)? slips?$/ })).toBeVisible();
  await page.screenshot({ path: 'screenshots/slips-412.png', fullPage: true });
});
