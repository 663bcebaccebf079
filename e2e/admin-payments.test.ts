import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { type FakePaystack, startFakePaystack } from '../apps/api/test/helpers/fake-paystack.ts';
import { type ScratchShop, startScratchShop } from '../tools/scratch-shop.ts';
import { test as base, expect } from './fixtures.ts';
import { e2eAdmin, logInThroughForm } from './helpers/accounts.ts';

// The owner's side of Mobile Money, on a shop of its own whose payment gateway is the fake
// Paystack (the shared shop takes payment on delivery only): an order paid by MTN MoMo, then
// cancelled, owes its money back until the owner says it went back.

const SECRET = 'sk_test_x';

type Gateway = { shop: ScratchShop; paystack: FakePaystack };

const test = base.extend<object, { gateway: Gateway }>({
  gateway: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from its first argument.
    async ({}, use) => {
      const paystack = await startFakePaystack(SECRET);
      const shop = await startScratchShop('adepa-e2e-momo-', {
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: e2eAdmin.email,
        ADMIN_PASSWORD: e2eAdmin.password,
        PAYSTACK_SECRET_KEY: SECRET,
        PAYSTACK_URL: paystack.url,
      });
      await use({ shop, paystack });
      await shop.stop();
      await paystack.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  // The pages of this file are on the gateway's shop (the fixtures wait for its app to start).
  baseURL: async ({ gateway }, use) => use(gateway.shop.url),
});

async function api<T>(shop: ScratchShop, path: string, init: RequestInit = {}) {
  const res = await fetch(`${shop.url}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  expect(res.ok, `${path}: ${res.status}`).toBe(true);
  return (await res.json()) as T;
}

/** A guest's order of one product, paid from an MTN MoMo wallet. */
async function placeMobileMoneyOrder(shop: ScratchShop) {
  const { products } = await api<{ products: { _id: string; stock: number; sizes: string[] }[] }>(
    shop,
    '/api/products/allProducts?page=1',
  );
  const product = products.find((p) => p.stock >= 3 && p.sizes.length === 0)!;
  const { order } = await api<{ order: { _id: string; orderId: string } }>(
    shop,
    '/api/orders/customer-order',
    {
      method: 'POST',
      body: JSON.stringify({
        name: 'Kwabena Momo',
        phoneNumber: '024 455 0199',
        province: 'Ashanti',
        area: 'Bantama',
        products: [{ _id: product._id, qty: 1 }],
        payment: { method: 'mobile_money', network: 'mtn', wallet: '024 455 0199' },
      }),
    },
  );
  return order;
}

/** The shopper approves the prompt; Paystack tells the shop, which asks Paystack and applies it. */
async function approve({ shop, paystack }: Gateway, orderId: string) {
  await expect.poll(() => paystack.transactions.size).toBeGreaterThan(0);
  const [transaction] = [...paystack.transactions.values()];
  paystack.approve(transaction!.reference);
  const body = JSON.stringify({
    event: 'charge.success',
    data: { reference: transaction!.reference, status: 'success' },
  });
  await api(shop, '/api/payments/paystack/webhook', {
    method: 'POST',
    headers: { 'x-paystack-signature': createHmac('sha512', SECRET).update(body).digest('hex') },
    body,
  });
  const { token } = await api<{ token: string }>(shop, '/api/users/auth', {
    method: 'POST',
    body: JSON.stringify({ email: e2eAdmin.email, password: e2eAdmin.password }),
  });
  await expect
    .poll(async () => {
      const order = await api<{ payment_status: string }>(
        shop,
        `/api/orders/get-order-by-admin/${orderId}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      return order.payment_status;
    })
    .toBe('paid');
  return transaction!.reference;
}

const toast = (page: Page, text: string) =>
  expect(page.getByRole('status').getByText(text, { exact: true })).toBeVisible();

test('Owner sees a Mobile Money payment, cancels the order and records the refund made on the Paystack dashboard', async ({
  page,
  errors,
  gateway,
}) => {
  const order = await placeMobileMoneyOrder(gateway.shop);
  const reference = await approve(gateway, order.orderId);
  await logInThroughForm(page, e2eAdmin.email, e2eAdmin.password);

  // The list tells the paid Mobile Money order apart.
  await page.goto('/admin/dashboard/orders');
  const row = page.getByRole('row').filter({ hasText: order.orderId });
  await expect(row.getByText('MoMo', { exact: true })).toBeVisible();
  await expect(row.getByText('paid', { exact: true })).toBeVisible();

  await page.goto(`/admin/dashboard/order/details/${order.orderId}`);
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.locator('dt:text-is("Method") + dd')).toHaveText('Mobile Money');
  await expect(payment.locator('dt:text-is("Payment Status") + dd')).toHaveText('paid');
  const charge = payment.getByRole('listitem').filter({ hasText: reference });
  await expect(charge).toContainText('MTN MoMo');
  await expect(charge).toContainText('+233 24 455 0199');
  await expect(charge.getByText('Paid the order')).toBeVisible();

  await page.getByLabel('Order Status', { exact: true }).selectOption('cancelled');
  await toast(page, 'You have successfully updated customer order status');
  const refund = payment.getByRole('listitem').filter({ hasText: 'Refund owed' });
  await expect(refund).toContainText('The order was cancelled after it was paid');
  await expect(refund).toContainText(reference);

  await refund.getByRole('button', { name: 'I refunded it on the Paystack dashboard' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, I refunded it' }).click();
  await toast(page, 'Refund recorded');
  await expect(payment.getByText(/^Refunded on the Paystack dashboard, /)).toBeVisible();
  await expect(payment.getByText('Refund owed', { exact: false })).toHaveCount(0);
  await expect(payment.getByRole('button', { name: /refund/i })).toHaveCount(0);

  // As the shop keeps it.
  await page.reload();
  await expect(payment.getByText(/^Refunded on the Paystack dashboard, /)).toBeVisible();
  expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
});
