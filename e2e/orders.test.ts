import { describe, expect, it } from 'vitest';
import { newEmail, signUpThroughForm } from './helpers/accounts.ts';
import { phone, useBrowser } from './helpers/browser.ts';
import { seededProducts } from './helpers/catalog.ts';

const browser = useBrowser();

/** Simple products (no size or colour to pick) with enough stock to buy a few. */
async function simpleProducts(count: number) {
  const products = (await seededProducts()).filter(
    (p) => p.stock >= 5 && !p.sizes.length && !p.colors.length,
  );
  expect(products.length).toBeGreaterThanOrEqual(count);
  return products.slice(0, count);
}

async function fillDelivery(page: import('playwright-core').Page, phoneNumber: string) {
  await page.getByLabel('Full name').fill('Akua Boakye');
  await page.getByLabel('Phone Number').fill(phoneNumber);
  await page.getByLabel('State/Province/Region').selectOption('Ashanti');
  await page.getByLabel('City/Town').fill('Asokwa');
}

describe('buying', () => {
  it('Guest adds two products, changes a quantity, checks out with a +233 number and tracks the order', async () => {
    const [first, second] = await simpleProducts(2);
    const { page, errors } = await browser.openPage(`/product-details/${first!._id}`, phone);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Item added to cart successfully!').waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Item already been added to cart!').waitFor();
    await page.goto(`/product-details/${second!._id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Item added to cart successfully!').waitFor();

    await page.goto('/cart');
    await page.getByRole('heading', { name: 'Your Cart (2) Items' }).waitFor();
    await page.getByLabel(`Quantity of ${first!.name}`).selectOption('2');
    await page.getByRole('link', { name: 'Proceed Checkout' }).first().click();
    await page.waitForURL('**/checkout');

    await page.getByRole('button', { name: 'PLACE ORDER NOW' }).click();
    await page.getByText('This field is required').first().waitFor();
    await fillDelivery(page, '+233 24 455 0123');
    await page.getByRole('button', { name: 'PLACE ORDER NOW' }).click();
    await page.waitForURL('**/successfull-order**');
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    const orderId = /GH-\d{4}-\d{6}/.exec(await page.locator('main').innerText())?.[0];
    expect(orderId).toBeDefined();
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]').length),
    ).toBe(0);

    await page.goto('/track-order');
    await page.getByLabel('Order Id').fill(orderId!);
    await page.getByLabel('Phone Number').fill('0244550123');
    await page.getByRole('button', { name: 'Track order' }).click();
    await page.getByRole('heading', { name: `Order ${orderId}` }).waitFor();
    expect(await page.locator('main').innerText()).toContain(first!.name);
    expect(errors).toEqual([]);
  });

  it('Customer finds the order in My Orders and opens its details', async () => {
    const [product] = await simpleProducts(1);
    const { page } = await browser.openPage('/');
    await signUpThroughForm(page, 'Akua Boakye', newEmail('akua'));
    await page.goto(`/product-details/${product!._id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.goto('/checkout');
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe('Akua Boakye');
    await fillDelivery(page, '0201234567');
    await page.getByRole('button', { name: 'PLACE ORDER NOW' }).click();
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    await page.getByRole('link', { name: 'My Orders' }).click();
    await page.waitForURL('**/customer/dashboard/orders');
    const view = page.getByRole('link', { name: /^View order GH-/ }).first();
    await view.click();
    await page.waitForURL('**/customer/dashboard/order/details/**');
    await page.getByText(product!.name).first().waitFor();
    expect(await page.locator('main').innerText()).toMatch(/unpaid/i);
  });

  it('Shopper keeps a wishlist: add, view, remove', async () => {
    const [product] = await simpleProducts(1);
    const { page } = await browser.openPage(`/product-details/${product!._id}`);
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await page.getByRole('button', { name: 'Remove from wishlist' }).waitFor();
    await page.goto('/whishlist');
    await page.getByRole('heading', { name: 'Your wishlist' }).waitFor();
    await page.getByRole('link', { name: `View details of ${product!.name}` }).waitFor();
    await page.getByRole('button', { name: `Delete ${product!.name} from your wishlist` }).click();
    await page.getByText('Your wishlist is empty').waitFor();
  });

  it('The cart panel shows an empty bag with a way back to the shop', async () => {
    const { page } = await browser.openPage('/');
    await page.getByRole('link', { name: /^Cart, 0 items/ }).click();
    const panel = page.getByRole('dialog', { name: 'Your Cart (0) Items' });
    await panel.getByText('Your shopping bag is empty').waitFor();
    await panel.getByRole('link', { name: 'Continue Shopping' }).waitFor();
  });
});
