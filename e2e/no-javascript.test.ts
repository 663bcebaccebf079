import { describe, expect, it } from 'vitest';
import { phone, useBrowser } from './helpers/browser.ts';

// Before the app runs (a slow phone, a failed script) or without it at all, the storefront is
// still a shop: every page opens, the header searches, the filters, sort and pages are links or
// forms, and a product and its reviews can be read.

const browser = useBrowser();
const cards = 'main a[href^="/product-details/"]';
const cedi = (text: string) => Number(/₵([\d,]+\.\d{2})/.exec(text)?.[1]?.replaceAll(',', ''));

async function noScriptPage(path: string) {
  const context = await browser.newContext(phone, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

describe('without JavaScript', () => {
  it('Shopper searches from the header and opens a product with its reviews', async () => {
    const page = await noScriptPage('/');
    await page.getByLabel('Search products').fill('speaker');
    await page.getByLabel('Search products').press('Enter');
    await page.waitForURL(/\/products\/search\?.*value=speaker/);
    expect(await page.locator(cards).first().innerText()).toMatch(/Speaker/);

    await page.locator(cards).first().click();
    await page.waitForURL(/\/product-details\//);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const main = await page.locator('main').innerText();
    expect(main).toMatch(/₵[\d,]+\.\d{2}/);
    expect(main).toMatch(/In Stock: \d+|Out of stock/);
    expect(main).toMatch(/out of 5/);
  });

  it('Shopper filters by category and rating, sorts and pages through the shop', async () => {
    const page = await noScriptPage('/shop');
    await page.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2/);

    // On a phone the filters are a link down to the panel.
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('checkbox', { name: 'Watches' }).click();
    await page.waitForURL(/category=Watches/);
    expect(page.url()).not.toMatch(/page=/);
    await page.getByRole('heading', { name: 'Watches', level: 1 }).waitFor();

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

  it('Shopper opens the shop pages and reads an answer in the FAQ', async () => {
    for (const path of [
      '/about-us',
      '/contact-us',
      '/terms-of-service',
      '/privacy-policy',
      '/track-order',
    ]) {
      const page = await noScriptPage(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.close();
    }
    const faq = await noScriptPage('/faq');
    const question = faq.locator('main summary').nth(4);
    await question.click();
    expect(await faq.locator('main details').nth(4).innerText()).toMatch(/48 hours/);
  });
});
