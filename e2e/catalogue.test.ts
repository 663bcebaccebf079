import { expect, test } from './fixtures.ts';
import { seededProducts } from './helpers/catalogue.ts';
import { customerState } from './helpers/signed-in.ts';
import { phone } from './helpers/viewports.ts';

const cards = 'main a[href^="/product-details/"]';
const cedi = (text: string) => Number(/₵([\d,]+\.\d{2})/.exec(text)?.[1]?.replaceAll(',', ''));

test.describe('finding products', () => {
  test('Shopper searches from the header with a typo and finds the speaker', async ({
    page,
    errors,
  }) => {
    await page.goto('/');
    await page.getByLabel('Search products').fill('speeker');
    await page.getByLabel('Search products').press('Enter');
    await page.waitForURL(/\/products\/search\?.*value=speeker/);
    await expect(page.locator(cards).first()).toBeVisible();
    expect(await page.locator(cards).first().innerText()).toMatch(/Speaker/);
    expect(errors).toEqual([]);
  });

  test('Shopper filters by category, rating and price, sorts, and the filters stay in the URL', async ({
    page,
  }) => {
    await page.goto('/shop');
    await page.getByRole('checkbox', { name: 'Watches' }).click();
    await page.waitForURL(/category=Watches/);
    await expect(page.getByText(/^\d+ Products$/)).toBeVisible();
    const watches = Number((await page.getByText(/^\d+ Products$/).innerText()).split(' ')[0]);
    expect(watches).toBeGreaterThan(0);

    await page.getByRole('radio', { name: '4 stars and up' }).click();
    await page.waitForURL(/rating=4/);
    await page
      .getByRole('combobox', { name: 'Sort by' })
      .selectOption({ label: 'Low to High Price' });
    await page.waitForURL(/sort=low-to-high/);
    // The previous list stays on screen, marked busy, until the sorted one arrives.
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator(cards).first()).toBeVisible();
    const prices = (await page.locator(cards).allInnerTexts()).map(cedi);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));

    const minimum = page.getByRole('slider', { name: 'Minimum price' });
    await minimum.focus();
    for (let i = 0; i < 20; i++) await minimum.press('ArrowRight');
    await minimum.press('Tab');
    await page.waitForURL(/low=\d+/);
    const url = page.url();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Watches' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(page.url()).toBe(url);
  });

  test('Shopper pages through the shop', async ({ page }) => {
    await page.goto('/shop');
    await expect(page.locator(cards).first()).toBeVisible();
    const first = await page.locator(cards).first().getAttribute('href');
    await page
      .getByRole('navigation', { name: 'Product pages' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await page.waitForURL(/page=2/);
    await expect(page.locator(cards).first()).not.toHaveAttribute('href', first!);
  });

  test.describe(() => {
    test.use({ viewport: phone });

    test('On a phone the filters open in a sheet', async ({ page }) => {
      await page.goto('/shop');
      await page.getByRole('button', { name: /^Filters/ }).click();
      const sheet = page.getByRole('dialog', { name: 'Filter Product' });
      await sheet.getByRole('checkbox', { name: 'Shoes' }).click();
      await page.waitForURL(/category=Shoes/);
      await sheet.getByRole('button', { name: /^Show \d+ products$/ }).click();
      await expect(sheet).toBeHidden();
    });
  });
});

test.describe('product page', () => {
  test('Shopper raises the quantity up to the stock, and no further', async ({ page }) => {
    const product = (await seededProducts()).find(
      (p) => p.stock >= 2 && p.stock <= 6 && !p.sizes.length && !p.colors.length,
    );
    expect(product).toBeDefined();
    await page.goto(`/product-details/${product!._id}`);
    await expect(page.getByText(`In Stock: ${product!.stock}`)).toBeVisible();
    // The stars say the rating in half steps to a screen reader too.
    const stars = Math.round(product!.rating * 2) / 2;
    await expect(page.getByRole('img', { name: `Rated ${stars} out of 5` }).first()).toBeVisible();
    for (let i = 1; i < product!.stock; i++)
      await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByText('Product out of stock')).toBeVisible();
    expect(await page.getByRole('group', { name: 'Quantity' }).innerText()).toContain(
      String(product!.stock),
    );
  });

  test('Shopper chooses a colour and size before adding to the cart', async ({ page }) => {
    const product = (await seededProducts()).find(
      (p) => p.stock > 0 && p.sizes.length && p.colors.length,
    );
    expect(product).toBeDefined();
    await page.goto(`/product-details/${product!._id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('radiogroup', { name: 'Colour' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByText('Please choose a colour')).toBeVisible();
    // The first colour on the shelf, then the first size on the shelf in it (the others may be
    // sold out, and cannot be chosen).
    const onTheShelf = (group: string) =>
      page.getByRole('radiogroup', { name: group }).getByRole('radio', { disabled: false }).first();
    const colour = await onTheShelf('Colour').getAttribute('value');
    await onTheShelf('Colour').check();
    const size = await onTheShelf('Size').getAttribute('value');
    await onTheShelf('Size').check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Item added to cart successfully!')).toBeVisible();
    const [line] = await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]'));
    expect(line).toMatchObject({
      productColor: colour,
      productSize: size,
      variantId: expect.any(String),
    });
  });

  test('Visitor is asked to log in to review', async ({ page }) => {
    const [product] = await seededProducts();
    await page.goto(`/product-details/${product!._id}`);
    await expect(
      page.getByRole('link', { name: 'Please Log In to review this product' }),
    ).toBeVisible();
  });

  test.describe(() => {
    test.use({ storageState: customerState });

    test('Customer writes a review and sees it counted', async ({ page }) => {
      const product =
        (await seededProducts()).find((p) => p.numReviews === 0) ?? (await seededProducts())[0]!;
      await page.goto(`/product-details/${product._id}`);
      const form = page.getByRole('form', { name: 'Write a review' });
      await form.getByRole('radio', { name: '5 stars' }).check();
      await form
        .getByRole('textbox', { name: 'Comment' })
        .fill('Very good, <b>delivered</b> on time to Tafo.');
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('You have successfully reviewed this product')).toBeVisible();
      await expect(page.getByText('Very good, <b>delivered</b> on time to Tafo.')).toBeVisible();
      await expect(
        page.getByRole('link', {
          name: `${product.numReviews + 1} review${product.numReviews === 0 ? '' : 's'}`,
        }),
      ).toBeVisible();
    });
  });
});
