import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newEmail, signUpThroughForm } from './helpers/accounts.ts';
import { seededProducts } from './helpers/catalogue.ts';
import { customer, customerState } from './helpers/signed-in.ts';
import { trackOrder } from './helpers/tracking.ts';
import { phone } from './helpers/viewports.ts';

/** Simple products (no size or colour to pick) with enough stock to buy a few. */
async function simpleProducts(count: number) {
  const products = (await seededProducts()).filter(
    (p) => p.stock >= 5 && !p.sizes.length && !p.colors.length,
  );
  expect(products.length).toBeGreaterThanOrEqual(count);
  return products.slice(0, count);
}

async function fillDelivery(page: Page, phoneNumber: string) {
  await page.getByLabel('Full name').fill('Akua Boakye');
  await page.getByLabel('Phone Number').fill(phoneNumber);
  await page.getByLabel('State/Province/Region').selectOption('Ashanti');
  await page.getByLabel('City/Town').fill('Asokwa');
}

test.describe('buying', () => {
  test.describe(() => {
    test.use({ viewport: phone });

    test('Guest adds two products, changes a quantity, checks out with a +233 number and tracks the order', async ({
      page,
      errors,
    }) => {
      const [first, second] = await simpleProducts(2);
      await page.goto(`/product-details/${first!._id}`);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByText('Item added to cart successfully!')).toBeVisible();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByText('Item already been added to cart!')).toBeVisible();
      await page.goto(`/product-details/${second!._id}`);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByText('Item added to cart successfully!')).toBeVisible();

      await page.goto('/cart');
      await expect(page.getByRole('heading', { name: 'Your Cart (2) Items' })).toBeVisible();
      await page.getByLabel(`Quantity of ${first!.name}`).selectOption('2');
      await page.getByRole('link', { name: 'Proceed Checkout' }).first().click();
      await page.waitForURL('**/checkout');

      await page.getByRole('button', { name: 'PLACE ORDER NOW' }).click();
      await expect(page.getByText('This field is required').first()).toBeVisible();
      await fillDelivery(page, '+233 24 455 0123');
      await page.getByRole('button', { name: 'PLACE ORDER NOW' }).click();
      await page.waitForURL('**/successfull-order**');
      await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
      const orderId = /GH-\d{4}-\d{6}/.exec(await page.locator('main').innerText())?.[0];
      expect(orderId).toBeDefined();
      expect(
        await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]').length),
      ).toBe(0);

      await trackOrder(page, orderId!, '0244550123');
      expect(await page.locator('main').innerText()).toContain(first!.name);
      expect(errors).toEqual([]);
    });
  });

  test.describe(() => {
    test.use({ storageState: customerState });

    test('Customer finds the order in My Orders and opens its details', async ({ page }) => {
      const [product] = await simpleProducts(1);
      await page.goto(`/product-details/${product!._id}`);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.goto('/checkout');
      await expect(page.getByLabel('Full name')).toHaveValue(customer.username);
      await fillDelivery(page, '0201234567');
      await page.getByRole('button', { name: 'PLACE ORDER NOW' }).click();
      await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
      await page.getByRole('link', { name: 'My Orders' }).click();
      await page.waitForURL('**/customer/dashboard/orders');
      const view = page.getByRole('link', { name: /^View order GH-/ }).first();
      await view.click();
      await page.waitForURL('**/customer/dashboard/order/details/**');
      await expect(page.getByText(product!.name).first()).toBeVisible();
      expect(await page.locator('main').innerText()).toMatch(/unpaid/i);
    });
  });

  test('A returning customer finds checkout filled with their last delivery details, and what they typed kept', async ({
    page,
  }) => {
    await signUpThroughForm(page, 'Adwoa Returning', newEmail('adwoa'));
    const [product] = await simpleProducts(1);
    const checkOutOne = async () => {
      await page.goto(`/product-details/${product!._id}`);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByText('Item added to cart successfully!')).toBeVisible();
      await page.goto('/checkout');
    };
    const placeIt = async () => {
      await page.getByRole('button', { name: 'PLACE ORDER NOW' }).click();
      await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    };

    await checkOutOne();
    await expect(page.getByLabel('Full name')).toHaveValue('Adwoa Returning');
    await fillDelivery(page, '0201234567');
    await page.getByLabel('House address (optional)').fill('House 7, Asokwa Road');
    await placeIt();

    await checkOutOne();
    await expect(page.getByLabel('Full name')).toHaveValue('Akua Boakye');
    await expect(page.getByLabel('Phone Number')).toHaveValue('020 123 4567');
    await expect(page.getByLabel('State/Province/Region')).toHaveValue('Ashanti');
    await expect(page.getByLabel('City/Town')).toHaveValue('Asokwa');
    await expect(page.getByLabel('House address (optional)')).toHaveValue('House 7, Asokwa Road');
    await page.getByLabel('City/Town').fill('Bantama');
    await placeIt();

    // A field typed before the details came is kept: only the empty ones fill.
    await page.route('**/api/orders/last-delivery', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await checkOutOne();
    await page.getByLabel('Phone Number').fill('024 111 2222');
    await expect(page.getByLabel('City/Town')).toHaveValue('Bantama');
    await expect(page.getByLabel('Phone Number')).toHaveValue('024 111 2222');
  });

  test('Shopper keeps a wishlist: add, view, remove', async ({ page }) => {
    const [product] = await simpleProducts(1);
    await page.goto(`/product-details/${product!._id}`);
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
    await page.goto('/whishlist');
    await expect(page.getByRole('heading', { name: 'Your wishlist' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: `View details of ${product!.name}` }),
    ).toBeVisible();
    await page.getByRole('button', { name: `Delete ${product!.name} from your wishlist` }).click();
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  });

  test('The cart panel shows an empty bag with a way back to the shop', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /^Cart 0 items/ }).click();
    const panel = page.getByRole('dialog', { name: 'Your Cart (0) Items' });
    await expect(panel.getByText('Your shopping bag is empty')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
  });
});
