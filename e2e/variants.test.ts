import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeProblems, describeProblems, followRequests } from './helpers/axe.ts';
import { productWithVariants, variantStocks } from './helpers/variants.ts';
import { phone } from './helpers/viewports.ts';

// Sizes that never oversell: a product counted per size (and colour) shows every size, a sold-out
// one marked and not choosable; the same product in two sizes is two cart lines, and the order
// takes each from its own size's stock.

test.use({ viewport: phone });

const sizes = (page: Page) => page.getByRole('radiogroup', { name: 'Size' });
const colours = (page: Page) => page.getByRole('radiogroup', { name: 'Colour' });
const availability = (page: Page) => page.locator('dd').filter({ hasText: /In Stock|Out of/ });

async function addToCart(page: Page, toast = 'Item added to cart successfully!') {
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(toast)).toBeVisible();
}

test.describe('sizes and colours', () => {
  test('Shopper cannot choose a sold-out size, and the stock and quantity follow the size chosen', async ({
    page,
    errors,
  }) => {
    const shirt = await productWithVariants('Batakari smock', [
      { size: 'S', color: '', stock: 3 },
      { size: 'M', color: '', stock: 2 },
      { size: 'L', color: '', stock: 0 },
    ]);
    await page.goto(`/product-details/${shirt._id}`);
    await expect(availability(page)).toHaveText('In Stock: 5');

    const soldOut = sizes(page).getByRole('radio', { name: 'L - sold out' });
    await expect(soldOut).toBeDisabled();
    await soldOut.click({ force: true });
    await expect(soldOut).not.toBeChecked();
    await addToCart(page, 'Please choose a size');

    await sizes(page).getByRole('radio', { name: 'M', exact: true }).check();
    await expect(availability(page)).toHaveText('In Stock: 2');
    const more = page.getByRole('button', { name: 'Increase quantity' });
    await more.click();
    await more.click();
    await expect(page.getByText('Product out of stock')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Quantity' })).toContainText('2');
    expect(errors).toEqual([]);
  });

  test('Choosing a colour re-marks the sizes sold out in it, and the reverse', async ({ page }) => {
    const kaba = await productWithVariants('Kaba dress', [
      { size: 'M', color: 'Red', stock: 1 },
      { size: 'M', color: 'Blue', stock: 0 },
      { size: 'L', color: 'Red', stock: 0 },
      { size: 'L', color: 'Blue', stock: 4 },
    ]);
    await page.goto(`/product-details/${kaba._id}`);
    await colours(page).getByRole('radio', { name: 'Red', exact: true }).check();
    await expect(sizes(page).getByRole('radio', { name: 'L - sold out' })).toBeDisabled();
    await expect(availability(page)).toHaveText('In Stock: 1');

    await colours(page).getByRole('radio', { name: 'Blue', exact: true }).check();
    await expect(sizes(page).getByRole('radio', { name: 'M - sold out' })).toBeDisabled();
    await sizes(page).getByRole('radio', { name: 'L', exact: true }).check();
    await expect(colours(page).getByRole('radio', { name: 'Red - sold out' })).toBeDisabled();
    await expect(availability(page)).toHaveText('In Stock: 4');

    await page.getByRole('button', { name: 'Clear size and colour' }).click();
    await expect(sizes(page).getByRole('radio', { name: 'M', exact: true })).toBeEnabled();
    await expect(colours(page).getByRole('radio', { name: 'Red', exact: true })).toBeEnabled();
  });
});

test.describe('two sizes in one order', () => {
  // The shop's Content-Security-Policy allows no inline script, and axe is injected as one.
  test.use({ bypassCSP: true });

  test('Shopper puts two sizes of one product in the cart and checks them both out', async ({
    page,
    errors,
  }) => {
    test.setTimeout(90_000);
    followRequests(page);
    const smock = await productWithVariants('Fugu smock', [
      { size: 'S', color: '', stock: 3, sku: null },
      { size: 'M', color: '', stock: 2 },
      { size: 'L', color: '', stock: 0 },
    ]);
    await page.goto(`/product-details/${smock._id}`);
    const problems = await axeProblems(page, 'product page with a sold-out size');

    await sizes(page).getByRole('radio', { name: 'S', exact: true }).check();
    await addToCart(page);
    await addToCart(page, 'Item already been added to cart!');
    await sizes(page).getByRole('radio', { name: 'M', exact: true }).check();
    await addToCart(page);

    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your Cart (2) Items' })).toBeVisible();
    const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.filter({ hasText: 'Size: S' })).toHaveCount(1);
    await expect(lines.filter({ hasText: 'Size: M' })).toHaveCount(1);
    await page.getByLabel(`Quantity of ${smock.name}, Size: S`).selectOption('2');
    problems.push(...(await axeProblems(page, 'cart with two sizes')));

    await page.getByRole('link', { name: 'Proceed Checkout' }).first().click();
    await page.waitForURL('**/checkout');
    await page.getByLabel('Full name').fill('Abena Owusu');
    await page.getByLabel('Phone Number').fill('0244550123');
    await page.getByLabel('State/Province/Region').selectOption('Ashanti');
    await page.getByLabel('City/Town').fill('Asokwa');
    const sent = page.waitForRequest('**/api/orders/customer-order');
    await page.getByRole('button', { name: 'PLACE ORDER NOW' }).click();
    const { products } = (await sent).postDataJSON() as {
      products: { productSize: string; variantId?: string }[];
    };
    expect(products.map((line) => line.productSize)).toEqual(['S', 'M']);
    expect(products.every((line) => typeof line.variantId === 'string')).toBe(true);

    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    const placed = await page.locator('main').innerText();
    expect(placed).toContain('Size: S');
    expect(placed).toContain('Size: M');
    expect(await variantStocks(smock._id)).toEqual({ S: 1, M: 1, L: 0 });
    expect(problems, describeProblems(problems)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Shopper sees the sizes, the sold-out one marked and not choosable', async ({ page }) => {
    const shirt = await productWithVariants('Kente shirt', [
      { size: 'S', color: '', stock: 3 },
      { size: 'L', color: '', stock: 0 },
    ]);
    await page.goto(`/product-details/${shirt._id}`);
    await expect(availability(page)).toHaveText('In Stock: 3');
    await expect(sizes(page).getByRole('radio', { name: 'L - sold out' })).toBeDisabled();
    await sizes(page).getByRole('radio', { name: 'S', exact: true }).check();
    await expect(sizes(page).getByRole('radio', { name: 'S', exact: true })).toBeChecked();
  });
});
