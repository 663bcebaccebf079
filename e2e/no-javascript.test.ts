import { expect, test } from './fixtures.ts';
import { phone } from './helpers/viewports.ts';

// Before the app runs (a slow phone, a failed script) or without it at all, the storefront is
// still a shop: every page opens, the header searches, the filters, sort and pages are links or
// forms, and a product and its reviews can be read.

test.use({ viewport: phone, javaScriptEnabled: false });

const cards = 'main a[href^="/product-details/"]';
const cedi = (text: string) => Number(/₵([\d,]+\.\d{2})/.exec(text)?.[1]?.replaceAll(',', ''));

test.describe('without JavaScript', () => {
  test('Shopper searches from the header and opens a product with its reviews', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByLabel('Search products').fill('speaker');
    await page.getByLabel('Search products').press('Enter');
    await page.waitForURL(/\/products\/search\?.*value=speaker/);
    expect(await page.locator(cards).first().innerText()).toMatch(/Speaker/);

    await page.locator(cards).first().click();
    await page.waitForURL(/\/product-details\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const main = await page.locator('main').innerText();
    expect(main).toMatch(/₵[\d,]+\.\d{2}/);
    expect(main).toMatch(/In Stock: \d+|Out of stock/);
    expect(main).toMatch(/out of 5/);
  });

  test('Shopper filters by category and rating, sorts and pages through the shop', async ({
    page,
  }) => {
    await page.goto('/shop');
    await page.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2/);

    // On a phone the filters are a link down to the panel.
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('checkbox', { name: 'Watches' }).click();
    await page.waitForURL(/category=Watches/);
    expect(page.url()).not.toMatch(/page=/);
    await expect(page.getByRole('heading', { name: 'Watches', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('radio', { name: '4 stars and up' }).click();
    await page.waitForURL(/rating=4/);
    expect(page.url()).toMatch(/category=Watches/);

    await page
      .getByRole('combobox', { name: 'Sort by' })
      .selectOption({ label: 'High to Low Price' });
    await page.getByRole('button', { name: 'Sort' }).click();
    await page.waitForURL(/sort=high-to-low/);
    expect(page.url()).toMatch(/category=Watches/);
    const prices = (await page.locator(cards).allInnerTexts()).map(cedi);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((x, y) => y - x));
  });

  test('Shopper opens the shop pages and reads an answer in the FAQ', async ({ openPage }) => {
    for (const path of [
      '/about-us',
      '/contact-us',
      '/terms-of-service',
      '/privacy-policy',
      '/track-order',
    ]) {
      const { page } = await openPage(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.close();
    }
    const { page: faq } = await openPage('/faq');
    const question = faq.locator('main summary').nth(4);
    await question.click();
    expect(await faq.locator('main details').nth(4).innerText()).toMatch(/48 hours/);
  });
});
