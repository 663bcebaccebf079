import { createHmac } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { type FakePaystack, startFakePaystack } from '../apps/api/test/helpers/fake-paystack.ts';
import { NO_PAYER_LIMITS } from '../apps/api/test/helpers/payments.ts';
import { type ScratchShop, startScratchShop } from '../tools/scratch-shop.ts';
import { expect, test } from './fixtures.ts';
import { newEmail, signUpThroughForm } from './helpers/accounts.ts';
import { axeProblems, describeProblems, followRequests } from './helpers/axe.ts';
import { tabTo } from './helpers/keyboard.ts';
import { phone } from './helpers/viewports.ts';

// Paying by Mobile Money at checkout, against a shop of its own that has a payment gateway: the
// loopback stand-in for Paystack (apps/api/test/helpers/fake-paystack.ts) takes the charges, and
// the test plays the shopper's phone, approving or declining the prompt, then tells the shop as
// Paystack would (a signed webhook) so it asks the gateway at once rather than at its next sweep.

const SECRET = 'sk_test_x';
const WALLET = '024 455 0123';

let gateway: FakePaystack;
let shop: ScratchShop;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  gateway = await startFakePaystack(SECRET);
  shop = await startScratchShop('adepa-e2e-momo-', {
    LOG_LEVEL: 'warn',
    GUEST_ORDERS_PER_PHONE: '0',
    // Every journey pays from the same phone; the payer limits have their own tests.
    ...NO_PAYER_LIMITS,
    PAYSTACK_SECRET_KEY: SECRET,
    PAYSTACK_URL: gateway.url,
    // Many orders from one address and one wallet: the payer limits have their own tests.
    ...NO_PAYER_LIMITS,
  });
});

test.afterAll(async () => {
  await shop?.stop();
  await gateway?.close();
});

test.use({ viewport: phone });

/** The console errors and uncaught exceptions of each shopper's page. */
const pageErrors = new Map<Page, string[]>();

/**
 * A guest's page on the Mobile Money shop (`open` waits for the app, as fixtures.ts does). A page
 * checked with axe lets its script in past the shop's Content-Security-Policy, as
 * accessibility.test.ts does; the others keep the policy, so a violation shows as an error.
 */
async function shopperPage(browser: Browser, options: { axe?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: shop.url,
    viewport: phone,
    bypassCSP: options.axe ?? false,
  });
  const page = await context.newPage();
  followRequests(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  pageErrors.set(page, errors);
  return page;
}

/** The page as it stands breaks no accessibility rule that blocks or badly hinders someone. */
async function expectAccessible(page: Page, label: string) {
  const problems = await axeProblems(page, label);
  expect(problems.length, `accessibility violations:\n${describeProblems(problems)}`).toBe(0);
}

/** Closes the shopper's page, which met no error on the way. */
async function done(page: Page) {
  expect(pageErrors.get(page)).toEqual([]);
  await page.context().close();
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** A simple product (no size or colour) in stock, in the cart, and the checkout open. */
async function checkoutWithOneItem(page: Page) {
  const res = await fetch(`${shop.url}/api/products/allProducts?page=1`);
  const { products } = (await res.json()) as {
    products: { _id: string; stock: number; sizes: string[]; colors: string[] }[];
  };
  const product = products.find((p) => p.stock >= 5 && !p.sizes.length && !p.colors.length);
  expect(product).toBeDefined();
  await open(page, `/product-details/${product!._id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Item added to cart successfully!')).toBeVisible();
  await open(page, '/checkout');
}

async function fillDelivery(page: Page) {
  await page.getByLabel('Full name').fill('Akua Boakye');
  await page.getByLabel('Phone Number').fill(WALLET);
  await page.getByLabel('State/Province/Region').selectOption('Ashanti');
  await page.getByLabel('City/Town').fill('Asokwa');
}

async function chooseMobileMoney(page: Page, network: string) {
  await page.getByText('Pay now with Mobile Money').click();
  await page.getByText(network, { exact: true }).click();
}

/** Places the order and answers the charge it sent the gateway (the shop sends it after the reply). */
async function placeOrder(page: Page) {
  const before = gateway.transactions.size;
  await page.getByRole('button', { name: 'PLACE ORDER NOW' }).click();
  await page.waitForURL('**/successfull-order**');
  await expect.poll(() => gateway.transactions.size).toBe(before + 1);
  return [...gateway.transactions.values()].at(-1)!;
}

/**
 * The code in the SMS the shop texted to `wallet` (+233…): without an SMS gateway the shop writes
 * each SMS to DATA_DIR/sms/*.txt, where the test reads it as the phone would show it.
 */
async function codeTextedTo(wallet: string): Promise<string> {
  const dir = path.join(shop.dataDir, 'sms');
  let code: string | undefined;
  await expect
    .poll(async () => {
      const files = await readdir(dir).catch(() => [] as string[]);
      for (const file of files.sort().reverse()) {
        const text = await readFile(path.join(dir, file), 'utf8');
        code = text.startsWith(`To: ${wallet}\n`)
          ? /(\d{6}) is your code/.exec(text)?.[1]
          : undefined;
        if (code) return code;
      }
      return undefined;
    })
    .toBeDefined();
  return code!;
}

/** What Paystack does once a transaction settles: a signed event to the shop's webhook. */
async function notifyShop(reference: string, event: string) {
  const body = JSON.stringify({ event, data: { reference } });
  const signature = createHmac('sha512', SECRET).update(body).digest('hex');
  const res = await fetch(`${shop.url}/api/payments/paystack/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    body,
  });
  expect(res.status).toBe(200);
}

test.describe('paying by Mobile Money', () => {
  test('Checkout offers Mobile Money beside Payment On Delivery, which stays chosen', async ({
    browser,
  }) => {
    const page = await shopperPage(browser, { axe: true });
    await checkoutWithOneItem(page);
    await expect(page.getByRole('radio', { name: 'Payment On Delivery' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Pay now with Mobile Money' })).not.toBeChecked();
    await expect(page.getByLabel('Mobile Money number')).toHaveCount(0);

    await fillDelivery(page);
    await page.getByText('Pay now with Mobile Money').click();
    await expect(page.getByRole('radio', { name: 'Pay now with Mobile Money' })).toBeChecked();
    // The wallet is the delivery phone until the shopper types another.
    await expect(page.getByLabel('Mobile Money number')).toHaveValue(WALLET);
    await expect(page.getByText('To pay now')).toBeVisible();
    await page.getByRole('button', { name: 'PLACE ORDER NOW' }).click();
    await expect(page.getByText('Choose your Mobile Money network')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'MTN MoMo' })).toBeFocused();
    await expectAccessible(page, 'checkout with Mobile Money chosen');
    await done(page);
  });

  test('Guest pays by MTN MoMo: the thank-you page asks to approve, then shows it paid without a reload', async ({
    browser,
  }) => {
    const page = await shopperPage(browser);
    await checkoutWithOneItem(page);
    await fillDelivery(page);
    await chooseMobileMoney(page, 'MTN MoMo');
    const charge = await placeOrder(page);
    expect(charge.provider).toBe('mtn');
    expect(charge.phone).toContain('244550123');
    await expect(page.getByText(/approve the prompt on your phone/i).first()).toBeVisible();
    await expect(page.getByText(/We keep your items for 7 minutes/)).toBeVisible();

    // A reload reads the payment again (the key is kept), and sends no second charge.
    const charges = gateway.transactions.size;
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByText(/approve the prompt on your phone/i).first()).toBeVisible();
    expect(gateway.transactions.size).toBe(charges);

    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
    gateway.approve(charge.reference);
    await notifyShop(charge.reference, 'charge.success');
    await expect(page.getByText('Paid. Thank you!')).toBeVisible({ timeout: 40_000 });
    expect(await page.evaluate(() => 'stillThisPage' in window)).toBe(true);
    await done(page);
  });

  test('A shopper chooses Mobile Money and its network and places the order by keyboard alone', async ({
    browser,
  }) => {
    const page = await shopperPage(browser, { axe: true });
    await checkoutWithOneItem(page);
    await fillDelivery(page);
    await tabTo(page.getByRole('radio', { name: 'Payment On Delivery' }));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Pay now with Mobile Money' })).toBeChecked();
    await expect(page.getByLabel('Mobile Money number')).toHaveValue(WALLET);
    const mtn = page.getByRole('radio', { name: 'MTN MoMo' });
    await tabTo(mtn);
    await page.keyboard.press('Space');
    await expect(mtn).toBeChecked();
    await tabTo(page.getByRole('button', { name: 'PLACE ORDER NOW' }));
    const before = gateway.transactions.size;
    await page.keyboard.press('Enter');
    await page.waitForURL('**/successfull-order**');
    await expect.poll(() => gateway.transactions.size).toBe(before + 1);
    await expect(page.getByText(/approve the prompt on your phone/i).first()).toBeVisible();
    await expectAccessible(page, 'thank-you page waiting for the approval');
    const charge = [...gateway.transactions.values()].at(-1)!;
    gateway.approve(charge.reference);
    await notifyShop(charge.reference, 'charge.success');
    await expect(page.getByText('Paid. Thank you!')).toBeVisible({ timeout: 40_000 });
    await expectAccessible(page, 'thank-you page, paid');
    await done(page);
  });

  test('A declined payment says so, and the shopper chooses to pay on delivery instead', async ({
    browser,
  }) => {
    const page = await shopperPage(browser, { axe: true });
    await checkoutWithOneItem(page);
    await fillDelivery(page);
    await chooseMobileMoney(page, 'AirtelTigo Money');
    const charge = await placeOrder(page);
    await expect(page.getByText(/approve the prompt on your phone/i).first()).toBeVisible();

    gateway.decline(charge.reference);
    await notifyShop(charge.reference, 'charge.failed');
    await expect(page.getByText('The payment did not go through')).toBeVisible({
      timeout: 40_000,
    });
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expectAccessible(page, 'thank-you page with a failed payment');
    await page.getByRole('button', { name: 'Pay on delivery instead' }).click();
    await expect(page.getByText('You pay on delivery')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await done(page);
  });

  test('Two taps on PLACE ORDER NOW place one order and send one charge', async ({ browser }) => {
    const page = await shopperPage(browser);
    await checkoutWithOneItem(page);
    await fillDelivery(page);
    await chooseMobileMoney(page, 'MTN MoMo');
    const before = gateway.requests.filter((r) => r.path === '/charge').length;
    await page.getByRole('button', { name: 'PLACE ORDER NOW' }).dblclick();
    await page.waitForURL('**/successfull-order**');
    await expect(page.getByText(/approve the prompt on your phone/i).first()).toBeVisible();
    // Time for a second order's charge to reach the gateway, had there been one.
    await page.waitForTimeout(2_000);
    expect(gateway.requests.filter((r) => r.path === '/charge').length).toBe(before + 1);
    await done(page);
  });

  test('Customer pays by Telecel Cash with a voucher and follows the payment on their order page', async ({
    browser,
  }) => {
    const page = await shopperPage(browser);
    await signUpThroughForm(page, 'Kofi Mensah', newEmail('kofi.momo'));
    await checkoutWithOneItem(page);
    await fillDelivery(page);
    await chooseMobileMoney(page, 'Telecel Cash');
    const charge = await placeOrder(page);
    expect(charge.provider).toBe('vod');
    await expect(page.getByText('Get a voucher, then type it in')).toBeVisible();
    await expect(page.getByText(/dial \*110# to generate a voucher/)).toBeVisible();
    const orderId = /GH-\d{4}-\d{6}/.exec(await page.locator('main').innerText())?.[0];
    expect(orderId).toBeDefined();

    // The owner's own order page shows the same panel, without any key.
    await open(page, `/customer/dashboard/order/details/${orderId}`);
    await expect(page.getByText('Get a voucher, then type it in')).toBeVisible();
    await page.getByLabel('Voucher').fill('123456');
    await page.getByRole('button', { name: 'Pay with this voucher' }).click();
    await expect(page.getByText(/approve the prompt on your phone/i).first()).toBeVisible();

    gateway.approve(charge.reference);
    await notifyShop(charge.reference, 'charge.success');
    await expect(
      page.getByText('Paid by Mobile Money: nothing to pay when it arrives.'),
    ).toBeVisible({ timeout: 40_000 });
    await expect(page.getByText('Get a voucher, then type it in')).toHaveCount(0);
    await done(page);
  });

  test('Guest pays from another wallet than the delivery phone with the code the shop texted to it', async ({
    browser,
  }) => {
    const page = await shopperPage(browser, { axe: true });
    await checkoutWithOneItem(page);
    await fillDelivery(page);
    await chooseMobileMoney(page, 'MTN MoMo');
    const wallet = page.getByLabel('Mobile Money number');
    await wallet.fill('020 123 4567');
    await expect(
      page.getByText('We will text a code to this number to check it is yours'),
    ).toBeVisible();
    const code = page.getByLabel('Code from the SMS');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    // Without the code no order is placed and nothing reaches the wallet.
    const charges = gateway.transactions.size;
    await page.getByRole('button', { name: 'PLACE ORDER NOW' }).click();
    await expect(page.getByText('Enter the 6-digit code we texted to this number')).toBeVisible();
    await expect(code).toBeFocused();
    expect(gateway.transactions.size).toBe(charges);

    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(
      page.getByText('Code sent to 020 123 4567. It works for 10 minutes.'),
    ).toBeVisible();
    await expectAccessible(page, 'checkout asking for the code texted to another wallet');
    await code.fill(await codeTextedTo('+233201234567'));
    const charge = await placeOrder(page);
    expect(charge.phone).toContain('201234567');
    await expect(page.getByText(/approve the prompt on your phone/i).first()).toBeVisible();
    await done(page);
  });
});
