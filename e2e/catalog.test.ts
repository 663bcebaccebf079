import { describe, expect, it } from 'vitest';
import { newEmail, signUpThroughForm } from './helpers/accounts.ts';
import { phone, useBrowser } from './helpers/browser.ts';
import { seededProducts } from './helpers/catalog.ts';

const browser = useBrowser();
const cards = 'main a[href^="/product-details/"]';
const cedi = (text: string) => Number(/₵([\d,]+\.\d{2})/.exec(text)?.[1]?.replaceAll(',', ''));

describe('finding products', () => {
  it('Shopper searches from the header with a typo and finds the speaker', async () => {
    const { page, errors } = await browser.openPage('/');
    await page.getByLabel('Search products').fill('speeker');
    await page.getByLabel('Search products').press('Enter');
    await page.waitForURL(/\/products\/search\?.*value=speeker/);
    await page.locator(cards).first().waitFor();
    expect(await page.locator(cards).first().innerText()).toMatch(/Speaker/);
    expect(errors).toEqual([]);
  });

  it('Shopper filters by category, rating and price, sorts, and the filters stay in the URL', async () => {
    const { page } = await browser.openPage('/shop');
    await page.getByRole('checkbox', { name: 'Watches' }).click();
    await page.waitForURL(/category=Watches/);
    await page.getByText(/^\d+ Products$/).waitFor();
    const watches = Number((await page.getByText(/^\d+ Products$/).innerText()).split(' ')[0]);
    expect(watches).toBeGreaterThan(0);

    await page.getByRole('radio', { name: '4 stars and up' }).click();
    await page.waitForURL(/rating=4/);
    await page
      .getByRole('combobox', { name: 'Sort by' })
      .selectOption({ label: 'Low to High Price' });
    await page.waitForURL(/sort=low-to-high/);
    // The previous list stays on screen, marked busy, until the sorted one arrives.
    await page.locator('main [aria-busy="true"]').waitFor({ state: 'detached' });
    await page.locator(cards).first().waitFor();
    const prices = (await page.locator(cards).allInnerTexts()).map(cedi);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));

    const minimum = page.getByRole('slider', { name: 'Minimum price' });
    await minimum.focus();
    for (let i = 0; i < 20; i++) await minimum.press('ArrowRight');
    await minimum.press('Tab');
    await page.waitForURL(/low=\d+/);
    const url = page.url();
    await page.reload();
    await page.getByRole('checkbox', { name: 'Watches' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Watches' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(page.url()).toBe(url);
  });

  it('Shopper pages through the shop', async () => {
    const { page } = await browser.openPage('/shop');
    await page.locator(cards).first().waitFor();
    const first = await page.locator(cards).first().getAttribute('href');
    await page
      .getByRole('navigation', { name: 'Product pages' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.locator(cards).first().getAttribute('href')).not.toBe(first);
  });

  it('On a phone the filters open in a sheet', async () => {
    const { page } = await browser.openPage('/shop', phone);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter Product' });
    await sheet.getByRole('checkbox', { name: 'Shoes' }).click();
    await page.waitForURL(/category=Shoes/);
    await sheet.getByRole('button', { name: /^Show \d+ products$/ }).click();
    await sheet.waitFor({ state: 'hidden' });
  });
});

describe('product page', () => {
  it('Shopper raises the quantity up to the stock, and no further', async () => {
    const product = (await seededProducts()).find(
      (p) => p.stock >= 2 && p.stock <= 6 && !p.sizes.length && !p.colors.length,
    );
    expect(product).toBeDefined();
    const { page } = await browser.openPage(`/product-details/${product!._id}`);
    await page.getByText(`In Stock: ${product!.stock}`).waitFor();
    // The stars say the rating in half steps to a screen reader too.
    const stars = Math.round(product!.rating * 2) / 2;
    await page
      .getByRole('img', { name: `Rated ${stars} out of 5` })
      .first()
      .waitFor();
    for (let i = 1; i < product!.stock; i++)
      await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByText('Product out of stock').waitFor();
    expect(await page.getByRole('group', { name: 'Quantity' }).innerText()).toContain(
      String(product!.stock),
    );
  });

  it('Shopper chooses a colour and size before adding to the cart', async () => {
    const product = (await seededProducts()).find(
      (p) => p.stock > 0 && p.sizes.length && p.colors.length,
    );
    expect(product).toBeDefined();
    const { page } = await browser.openPage(`/product-details/${product!._id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Colour' }).getAttribute('aria-invalid'))
      .toBe('true');
    await page.getByRole('combobox', { name: 'Colour' }).selectOption(product!.colors[0]!);
    await page.getByRole('combobox', { name: 'Size' }).selectOption(product!.sizes[0]!);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Item added to cart successfully!').waitFor();
    const [line] = await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]'));
    expect(line).toMatchObject({
      productColor: product!.colors[0],
      productSize: product!.sizes[0],
    });
  });

  it('Visitor is asked to log in to review', async () => {
    const [product] = await seededProducts();
    const { page } = await browser.openPage(`/product-details/${product!._id}`);
    await page.getByRole('link', { name: 'Please Log In to review this product' }).waitFor();
  });

  it('Customer writes a review and sees it counted', async () => {
    const product =
      (await seededProducts()).find((p) => p.numReviews === 0) ?? (await seededProducts())[0]!;
    const { page } = await browser.openPage('/');
    await signUpThroughForm(page, 'Reviewer Kwesi', newEmail('kwesi'));
    await page.goto(`/product-details/${product._id}`);
    const form = page.getByRole('form', { name: 'Write a review' });
    await form.getByRole('radio', { name: '5 stars' }).check();
    await form
      .getByRole('textbox', { name: 'Comment' })
      .fill('Very good, <b>delivered</b> on time to Tafo.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('You have successfully reviewed this product').waitFor();
    await page.getByText('Very good, <b>delivered</b> on time to Tafo.').waitFor();
    await page
      .getByRole('link', {
        name: `${product.numReviews + 1} review${product.numReviews === 0 ? '' : 's'}`,
      })
      .waitFor();
  });
});
