import { arrivalText, arrivalWindow, dayText } from '@adepa/contract/arrival';
import { defaultDeliveryPricing } from '@adepa/contract/delivery-fees';
import { formatCedi } from '@adepa/contract/money';
import { ghanaDay } from '@adepa/contract/tax';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { e2eAdmin } from './helpers/accounts.ts';
import { seededProducts } from './helpers/catalogue.ts';
import { shopUrl } from './helpers/shop.ts';
import { adminState } from './helpers/signed-in.ts';
import { trackOrder } from './helpers/tracking.ts';
import { phone } from './helpers/viewports.ts';

test.use({ viewport: phone });

// The owner's fees go back to the defaults, so the other journeys see the shop as it starts.
test.afterAll(async () => {
  const base = shopUrl();
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
  await save(admin);
}

async function save(admin: Page) {
  await admin.getByRole('button', { name: 'Save delivery settings' }).click();
  await expect(admin.getByText('Delivery settings saved')).toBeVisible();
}

/** A product without sizes or colours, in the cart. */
async function addToCart(page: Page) {
  const [product] = (await seededProducts()).filter(
    (p) => p.stock >= 5 && !p.sizes.length && !p.colors.length,
  );
  await page.goto(`/product-details/${product!._id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Item added to cart successfully!')).toBeVisible();
  return product!;
}

const summary = (page: Page, name: string) =>
  page.locator(`section[aria-labelledby="${name}"]`).innerText();

test.describe('delivery fees', () => {
  test('Cart, checkout, thank-you page and tracking show the fee the owner set, and the order pays it', async ({
    page,
    errors,
    openPage,
  }) => {
    const owner = await openPage('/', { storageState: adminState });
    await setFee(owner.page, 'Volta', '17.35', '100000');

    const product = await addToCart(page);
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
    await expect(
      page
        .getByText(
          'Delivery to Volta now costs ₵20.00, not ₵17.35. Check your new total, then place your order again.',
        )
        .first(),
    ).toBeVisible();
    await expect.poll(checkout).toContain(`Delivery to Volta\n₵20.00`);
    expect(await checkout()).toContain(`Total\n${total(20)}`);

    await page.getByRole('button', { name: 'PLACE ORDER NOW' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    await expect.poll(() => summary(page, 'placed-totals')).toContain('Delivery\n₵20.00');
    expect(await summary(page, 'placed-totals')).toContain(`Total\n${total(20)}`);
    const orderId = /GH-\d{4}-\d{6}/.exec(await page.locator('main').innerText())?.[0];

    await trackOrder(page, orderId!, '0201234567');
    const tracked = await page.locator('main').innerText();
    expect(tracked).toContain('Delivery\n₵20.00');
    expect(tracked).toContain(`Total\n${total(20)}`);
    // The browser logs the refused order's 409 itself; nothing else went wrong.
    expect(errors).toEqual([expect.stringContaining('409 (Conflict)')]);
  });

  test('The owner sets a region’s delivery time and a holiday; cart, checkout, thank-you page and tracking say when the order arrives', async ({
    page,
    openPage,
  }) => {
    const owner = await openPage('/admin/delivery-fees', { storageState: adminState });
    const holiday = ghanaDay(new Date(Date.now() + 86_400_000));
    await owner.page.getByLabel('Same time everywhere: first day').fill('2');
    await owner.page.getByLabel('Same time everywhere: last day').fill('3');
    await owner.page
      .getByRole('region', { name: 'Delivery time for each region' })
      .getByRole('button', { name: 'Apply to all' })
      .click();
    await expect(owner.page.getByLabel('Volta: first day')).toHaveValue('2');
    await expect(owner.page.getByLabel('Upper East: last day')).toHaveValue('3');
    await owner.page.getByLabel('Holiday', { exact: true }).fill(holiday);
    await owner.page.getByRole('button', { name: 'Add holiday' }).click();
    await expect(owner.page.getByRole('list', { name: 'Holidays' })).toContainText(
      dayText(holiday, { year: true }),
    );
    await save(owner.page);
    const arrives = arrivalText(arrivalWindow(ghanaDay(new Date()), { min: 2, max: 3 }, [holiday]));

    await addToCart(page);
    await page.goto('/cart');
    await page.getByLabel('Deliver to').selectOption('Volta');
    await expect.poll(() => summary(page, 'cart-summary')).toContain(arrives);
    await page.getByRole('link', { name: 'Proceed Checkout' }).first().click();
    await page.waitForURL('**/checkout');
    await expect.poll(() => summary(page, 'order-summary')).toContain(arrives);
    await page.getByLabel('Full name').fill('Kojo Agbeko');
    await page.getByLabel('Phone Number').fill('020 765 4321');
    await page.getByLabel('City/Town').fill('Hohoe');
    await page.getByRole('button', { name: 'PLACE ORDER NOW' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText(arrives)).toBeVisible();
    const orderId = /GH-\d{4}-\d{6}/.exec(await page.locator('main').innerText())?.[0];

    await trackOrder(page, orderId!, '0207654321');
    await expect(page.getByText(arrives)).toBeVisible();
  });

  test('The FAQ says how delivery is charged, from the owner’s settings', async ({ page }) => {
    await page.goto('/faq');
    await page.getByText('Do you ship worldwide?').click();
    await expect(
      page.getByText(/Delivery is free when your items come to more than/),
    ).toBeVisible();
  });
});
