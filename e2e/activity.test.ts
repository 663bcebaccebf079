import { expect, test } from './fixtures.ts';
import { e2eAdmin, logInThroughForm } from './helpers/accounts.ts';
import { axeProblems, describeProblems, followRequests } from './helpers/axe.ts';
import { call, createProduct, guestOrder, ownerToken, staffMember } from './helpers/owner-api.ts';
import { phone } from './helpers/viewports.ts';

// The owner's record on a phone: the orders desk moves an order on and leaves a note, both in the
// order's history; the owner finds the note in the whole log by its kind.

test.use({ viewport: phone, bypassCSP: true });

test('The orders desk changes a status and writes a note; the owner finds it in the log', async ({
  page,
}) => {
  followRequests(page);
  const token = await ownerToken();
  const productId = await createProduct(token, {
    name: `Smock for the log ${Date.now()}`,
    sizes: [],
    colors: [],
    stock: 5,
  });
  await guestOrder(productId, '', '');
  const { orders } = await call<{ orders: { _id: string; orderItems?: unknown }[] }>(
    '/api/orders/get-orders?page=1',
    { token },
  );
  const orderId = orders[0]!._id;

  const desk = await staffMember('orders', 'Adwoa Desk');
  await logInThroughForm(page, desk.email, desk.password);
  await page.goto(`/admin/dashboard/order/details/${orderId}`);
  await page.getByLabel('Order Status', { exact: true }).selectOption('processing');
  await expect(page.getByText('You have successfully updated customer order status')).toBeVisible();
  // Deleting orders is the owner's: the desk is not offered it.
  await expect(page.getByRole('button', { name: 'Delete Order' })).toHaveCount(0);

  const history = page.getByRole('region', { name: 'History' });
  await history
    .getByLabel('Note for the staff')
    .fill('Called her: deliver after 4, opposite Total.');
  await history.getByRole('button', { name: 'Add note' }).click();
  await expect(history.getByText('Called her: deliver after 4, opposite Total.')).toBeVisible();
  await expect(history.getByText('Changed an order’s status')).toBeVisible();
  await expect(history.getByText('pending → processing')).toBeVisible();
  await expect(history.getByText('By Adwoa Desk (Orders desk)').first()).toBeVisible();
  const problems = await axeProblems(page, 'order with its history');
  expect(problems, describeProblems(problems)).toEqual([]);

  await page.goto('/users/login');
  await logInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto('/admin/activity');
  await page.getByLabel('Kind of change').selectOption({ label: 'Wrote a note' });
  await expect(page).toHaveURL(/action=order\.note/);
  await expect(page.getByText('Called her: deliver after 4, opposite Total.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Kind of change')).toHaveValue('order.note');
  const logProblems = await axeProblems(page, 'activity log');
  expect(logProblems, describeProblems(logProblems)).toEqual([]);
});
