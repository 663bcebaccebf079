import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { type FakePaystack, startFakePaystack } from '../apps/api/test/helpers/fake-paystack.ts';
import { NO_PAYER_LIMITS } from '../apps/api/test/helpers/payments.ts';
import { type ScratchShop, startScratchShop } from '../tools/scratch-shop.ts';
import { test as base, expect } from './fixtures.ts';
import { e2eAdmin, logInThroughForm } from './helpers/accounts.ts';
import { axeProblems, describeProblems, followRequests } from './helpers/axe.ts';
import { desktop, phone } from './helpers/viewports.ts';

// The owner's side of Mobile Money, on a shop of its own whose payment gateway is the fake
// Paystack (the shared shop takes payment on delivery only): an order paid by MTN MoMo, then
// cancelled, owes its money back until the owner says it went back; a paid order whose payment
// the shopper disputes is marked on the list, counted on the dashboard, and its page says not to
// dispatch it. Screenshots of those pages at phone and desktop width go to screenshots/.

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
        // Many orders from one address and one wallet: the payer limits have their own tests.
        ...NO_PAYER_LIMITS,
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

// axe is put into the page as an inline script, which the shop's CSP refuses; the CSP of the
// admin pages is held by admin.test.ts.
test.use({ bypassCSP: true });

async function api<T>(shop: ScratchShop, path: string, init: RequestInit = {}) {
  const res = await fetch(`${shop.url}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  expect(res.ok, `${path}: ${res.status}`).toBe(true);
  return (await res.json()) as T;
}

/** Paystack's webhook, signed with the shop's key. */
function tellShop(shop: ScratchShop, event: string, data: object) {
  const body = JSON.stringify({ event, data });
  return api(shop, '/api/payments/paystack/webhook', {
    method: 'POST',
    headers: { 'x-paystack-signature': createHmac('sha512', SECRET).update(body).digest('hex') },
    body,
  });
}

const toast = (page: Page, text: string) =>
  expect(page.getByRole('status').getByText(text, { exact: true })).toBeVisible();

/**
 * A guest's order of one product, paid from an MTN MoMo wallet (`wallet` also the order's phone):
 * the shopper approves the prompt, Paystack tells the shop by its webhook, and the shop, having
 * asked Paystack itself, marks the order paid.
 */
async function paidMobileMoneyOrder({ shop, paystack }: Gateway, wallet: string) {
  const { products } = await api<{ products: { _id: string; stock: number; sizes: string[] }[] }>(
    shop,
    '/api/products/allProducts?page=1',
  );
  const product = products.find((p) => p.stock >= 3 && p.sizes.length === 0)!;
  const before = new Set(paystack.transactions.keys());
  const { order } = await api<{ order: { _id: string; orderId: string } }>(
    shop,
    '/api/orders/customer-order',
    {
      method: 'POST',
      body: JSON.stringify({
        name: 'Kwabena Momo',
        phoneNumber: wallet,
        province: 'Ashanti',
        area: 'Bantama',
        products: [{ _id: product._id, qty: 1 }],
        payment: { method: 'mobile_money', network: 'mtn', wallet },
      }),
    },
  );

  const charged = () => [...paystack.transactions.keys()].find((key) => !before.has(key));
  await expect.poll(charged).toBeTruthy();
  const reference = charged()!;
  paystack.approve(reference);
  await tellShop(shop, 'charge.success', { reference, status: 'success' });

  const { token } = await api<{ token: string }>(shop, '/api/users/auth', {
    method: 'POST',
    body: JSON.stringify({ email: e2eAdmin.email, password: e2eAdmin.password }),
  });
  await expect
    .poll(async () => {
      const { payment_status } = await api<{ payment_status: string }>(
        shop,
        `/api/orders/get-order-by-admin/${order.orderId}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      return payment_status;
    })
    .toBe('paid');
  return { orderId: order.orderId, reference, token };
}

/** The owner opens the order and cancels it: its payment is owed back. */
async function cancelOnItsPage(page: Page, orderId: string) {
  await page.goto(`/admin/dashboard/order/details/${orderId}`);
  await page.getByLabel('Order Status', { exact: true }).selectOption('cancelled');
  await toast(page, 'You have successfully updated customer order status');
  const payment = page.getByRole('region', { name: 'Payment' });
  return { payment, refund: payment.getByRole('listitem').filter({ hasText: 'Refund owed' }) };
}

test('Owner sees a Mobile Money payment, cancels the order and records the refund made on the Paystack dashboard', async ({
  page,
  errors,
  gateway,
}) => {
  const { orderId, reference } = await paidMobileMoneyOrder(gateway, '024 455 0199');
  followRequests(page);
  await logInThroughForm(page, e2eAdmin.email, e2eAdmin.password);

  // The list tells the paid Mobile Money order apart.
  await page.goto('/admin/dashboard/orders');
  const row = page.getByRole('row').filter({ hasText: orderId });
  await expect(row.getByText('MoMo', { exact: true })).toBeVisible();
  await expect(row.getByText('paid', { exact: true })).toBeVisible();

  await page.goto(`/admin/dashboard/order/details/${orderId}`);
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.locator('dt:text-is("Method") + dd')).toHaveText('Mobile Money');
  await expect(payment.locator('dt:text-is("Payment Status") + dd')).toHaveText('paid');
  const charge = payment.getByRole('listitem').filter({ hasText: reference });
  await expect(charge).toContainText('MTN MoMo');
  await expect(charge).toContainText('+233 24 455 0199');
  await expect(charge.getByText('Paid the order')).toBeVisible();
  await expect(payment.getByRole('button')).toHaveCount(0);

  const { refund } = await cancelOnItsPage(page, orderId);
  await expect(refund).toContainText('The order was cancelled after it was paid');
  await expect(refund).toContainText(reference);
  // On a phone, with its charge, its refund owed and the two buttons.
  await page.setViewportSize(phone);
  const problems = await axeProblems(page, 'an order with a refund owed');
  expect(problems, describeProblems(problems)).toEqual([]);

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

test('Owner refunds through Paystack; a first try Paystack fails is finished by the shop, once', async ({
  page,
  errors,
  gateway,
}) => {
  const { orderId, reference } = await paidMobileMoneyOrder(gateway, '024 455 0188');
  await logInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
  const { payment, refund } = await cancelOnItsPage(page, orderId);

  // The dashboard counts it, and its list shows it under the order's number.
  await page.goto('/admin/dashboard-summary');
  const due = page.getByRole('region', { name: 'Refunds to make' });
  await expect(due).toContainText(/not yet made/);
  await due.getByRole('link', { name: 'See the refunds' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refunds to make');
  const listed = page
    .getByRole('list', { name: 'Refunds not yet made' })
    .getByRole('listitem')
    .filter({ hasText: orderId });
  await expect(listed).toContainText('Refund owed');
  await listed.getByRole('link', { name: `Order ${orderId}` }).click();

  // Paystack answers 500: the refund may or may not be made, so the shop asks Paystack itself
  // and finishes it; meanwhile no button offers a second refund.
  gateway.paystack.failWith = { status: 500, body: '<h1>Internal Server Error</h1>' };
  try {
    await refund.getByRole('button', { name: 'Refund through Paystack' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, refund' }).click();
    await expect(page.getByRole('alert')).toContainText('The payment gateway did not do it');
  } finally {
    gateway.paystack.failWith = undefined;
  }
  const onItsWay = payment.getByRole('listitem').filter({ hasText: 'Paystack is refunding' });
  await expect(onItsWay).toContainText(reference);
  await expect(onItsWay.getByRole('button')).toHaveCount(0);

  // The shop's sweeper lists the transaction's refunds at Paystack (none), and makes it once.
  await expect
    .poll(() => gateway.paystack.refundsOf(reference).length, { timeout: 30_000 })
    .toBe(1);
  gateway.paystack.settleRefund(reference, 'processed');
  const body = JSON.stringify({
    event: 'refund.processed',
    data: { status: 'processed', transaction_reference: reference, refund_reference: 'TRF_e2e' },
  });
  await api(gateway.shop, '/api/payments/paystack/webhook', {
    method: 'POST',
    headers: { 'x-paystack-signature': createHmac('sha512', SECRET).update(body).digest('hex') },
    body,
  });
  // The page follows a refund on its way, and shows it done.
  await expect(payment.getByText(/^Refunded through Paystack, /)).toBeVisible({ timeout: 20_000 });
  await expect(payment.getByRole('button', { name: /refund/i })).toHaveCount(0);
  expect(gateway.paystack.transactions.get(reference)?.refunds).toBe(1);
  expect(errors.filter((e) => !e.includes('401') && !e.includes('502'))).toEqual([]);
});

test('Owner is told not to dispatch a paid order whose payment the shopper disputed', async ({
  page,
  errors,
  gateway,
}) => {
  // Three pages at two widths, each looked at and photographed, then axe: more than one journey.
  test.slow();
  const { orderId, reference, token } = await paidMobileMoneyOrder(gateway, '024 455 0177');
  await tellShop(gateway.shop, 'charge.dispute.create', {
    id: 9_001,
    domain: 'test',
    status: 'awaiting-merchant-feedback',
    resolution: null,
    transaction: { reference },
  });
  await expect
    .poll(async () => {
      const order = await api<{ payment_flag: string | null }>(
        gateway.shop,
        `/api/orders/get-order-by-admin/${orderId}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      return order.payment_flag;
    })
    .toBe('disputed');
  followRequests(page);
  await logInThroughForm(page, e2eAdmin.email, e2eAdmin.password);

  const pages = {
    dashboard: async () => {
      await page.goto('/admin/dashboard-summary');
      const warning = page.getByRole('alert').filter({ hasText: 'Payments in doubt' });
      await expect(warning.getByRole('heading')).toHaveText('Payments in doubt: 1');
      await expect(warning).toContainText('Do not dispatch it');
    },
    orders: async () => {
      await page.goto('/admin/dashboard/orders');
      // A table row at desktop width, an item of a list on a phone.
      const row = page
        .getByRole('row')
        .or(page.getByRole('main').getByRole('listitem'))
        .filter({ hasText: orderId });
      await expect(row.getByText('Disputed', { exact: true })).toBeVisible();
      await expect(row.getByText('paid', { exact: true })).toBeVisible();
    },
    order: async () => {
      await page.goto(`/admin/dashboard/order/details/${orderId}`);
      const payment = page.getByRole('region', { name: 'Payment' });
      await expect(payment.getByRole('alert')).toContainText(
        'The shopper disputed this payment. Do not dispatch the order',
      );
    },
  };
  for (const [width, viewport] of [
    ['412', phone],
    ['1280', desktop],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const [name, visit] of Object.entries(pages)) {
      await visit();
      await page.screenshot({
        path: `screenshots/payment-flags/${name}-${width}.png`,
        fullPage: true,
      });
    }
  }
  // On a phone, as the refund's page is checked above (at desktop width the header's cart link
  // has its own finding, apart from payments).
  await page.setViewportSize(phone);
  await pages.order();
  const problems = await axeProblems(page, 'an order whose payment is disputed');
  expect(problems, describeProblems(problems)).toEqual([]);
  expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
});
