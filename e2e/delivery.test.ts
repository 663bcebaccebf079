import { defaultDeliveryPricing } from '@adepa/contract/delivery-fees';
import { formatCedi } from '@adepa/contract/money';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { e2eAdmin, logInThroughForm } from './helpers/accounts.ts';
import { phone, useBrowser } from './helpers/browser.ts';
import { seededProducts } from './helpers/catalog.ts';

const browser = useBrowser();

// The owner's fees go back to the defaults, so the other journeys see the shop as it starts.
afterAll(async () => {
  const base = inject('baseUrl');
  const login = await fetch(`${base}/api/users/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: e2eAdmin.email, password: e2eAdmin.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const reset = await fetch(`${base}/api/delivery-fees`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(defaultDeliveryPricing),
  });
  expect(reset.status).toBe(200);
});

async function setFee(admin: Page, region: string, fee: string, freeAbove?: string) {
  await admin.goto('/admin/delivery-fees');
  await admin.getByLabel(`${region} (₵)`).fill(fee);
  if (freeAbove) await admin.getByLabel('Free delivery above (₵)').fill(freeAbove);
  await admin.getByRole('button', { name: 'Save delivery fees' }).click();
  await admin.getByText('Delivery fees saved').waitFor();
}

const summary = (page: Page, name: string) =>
  page.locator(`section[aria-labelledby="${name}"]`).innerText();

describe('delivery fees', () => {
  it('Cart, checkout, thank-you page and tracking show the fee the owner set, and the order pays it', async () => {
    const owner = await browser.openPage('/', phone);
    await logInThroughForm(owner.page, e2eAdmin.email, e2eAdmin.password);
    await setFee(owner.page, 'Volta', '17.35', '100000');

    const [product] = (await seededProducts()).filter(
      (p) => p.stock >= 5 && !p.sizes.length && !p.colors.length,
    );
    const { page, errors } = await browser.openPage(`/product-details/${product!._id}`, phone);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Item added to cart successfully!').waitFor();
    await page.goto('/cart');
    await expect.poll(() => summary(page, 'cart-summary')).toContain('Delivery\nfrom ₵10.00');
    await page.getByLabel('Deliver to').selectOption('Volta');
    const total = (fee: number) => formatCedi(product!.discount + fee);
    await expect.poll(() => summary(page, 'cart-summary')).toContain('Delivery to Volta\n₵17.35');
    expect(await summary(page, 'cart-summary')).toContain(`Total\n${total(17.35)}`);

    await page.getByRole('link', { name: 'Proceed Checkout' }).first().click();
    await page.waitForURL('**/checkout');
    expect(await page.getByLabel('State/Province/Region').inputValue()).toBe('Volta');
    const checkout = () => summary(page, 'order-summary');
    await expect.poll(checkout).toContain(`Delivery to Volta\n₵17.35`);
    await page.getByLabel('State/Province/Region').selectOption('Ashanti');
    await expect.poll(checkout).toContain(`Delivery to Ashanti\n₵10.00`);
    expect(await checkout()).toContain(`Total\n${total(10)}`);
    await page.getByLabel('State/Province/Region').selectOption('Volta');
    await page.getByLabel('Full name').fill('Esi Mensah');
    await page.getByLabel('Phone Number').fill('020 123 4567');
    await page.getByLabel('City/Town').fill('Ho');

    // The owner raises the fee while the shopper fills in the form: the order is not placed at a
    // total the shopper never saw; checkout says so and shows the new one.
    await setFee(owner.page, 'Volta', '20');
    await page.getByRole('button', { name: 'PLACE ORDER NOW' }).click();
    await page
      .getByText(
        'Delivery to Volta now costs ₵20.00, not ₵17.35. Check your new total, then place your order again.',
      )
      .first()
      .waitFor();
    await expect.poll(checkout).toContain(`Delivery to Volta\n₵20.00`);
    expect(await checkout()).toContain(`Total\n${total(20)}`);

    await page.getByRole('button', { name: 'PLACE ORDER NOW' }).click();
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    await expect.poll(() => summary(page, 'placed-totals')).toContain('Delivery\n₵20.00');
    expect(await summary(page, 'placed-totals')).toContain(`Total\n${total(20)}`);
    const orderId = /GH-\d{4}-\d{6}/.exec(await page.locator('main').innerText())?.[0];

    await page.goto('/track-order');
    await page.getByLabel('Order Id').fill(orderId!);
    await page.getByLabel('Phone Number').fill('0201234567');
    await page.getByRole('button', { name: 'Track order' }).click();
    await page.getByRole('heading', { name: `Order ${orderId}` }).waitFor();
    const tracked = await page.locator('main').innerText();
    expect(tracked).toContain('Delivery\n₵20.00');
    expect(tracked).toContain(`Total\n${total(20)}`);
    // The browser logs the refused order's 409 itself; nothing else went wrong.
    expect(errors).toEqual([expect.stringContaining('409 (Conflict)')]);
  });

  it('The FAQ says how delivery is charged, from the owner’s settings', async () => {
    const { page } = await browser.openPage('/faq', phone);
    await page.getByText('Do you ship worldwide?').click();
    await page.getByText(/Delivery is free when your items come to more than/).waitFor();
  });
});
