import { describe, expect, it } from 'vitest';
import { phone, useBrowser } from './helpers/browser.ts';

const browser = useBrowser();
const productLinks = 'main a[href^="/product-details/"]';

describe('home page', () => {
  it('Shopper sees the seeded new arrivals with prices in cedi', async () => {
    const { page, errors } = await browser.openPage('/');
    await page.getByRole('heading', { name: 'New Arrivals', exact: true }).waitFor();
    await page.locator(productLinks).first().waitFor();
    const cards = page.locator(productLinks);
    expect(await cards.count()).toBe(8);
    const firstCard = await cards.first().innerText();
    expect(firstCard).toMatch(/₵\d{1,3}(,\d{3})*\.\d{2}/);
    await page.getByRole('heading', { name: 'Top Categories' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('Shopper pages through the new arrivals', async () => {
    const { page } = await browser.openPage('/');
    await page.locator(productLinks).first().waitFor();
    const firstPage = await page.locator(productLinks).first().getAttribute('href');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/Page 2 of \d+/).waitFor();
    await expect
      .poll(() => page.locator(productLinks).first().getAttribute('href'))
      .not.toBe(firstPage);
  });

  it('The categories dropdown lists every category with its picture', async () => {
    const { page } = await browser.openPage('/');
    const button = page.getByRole('button', { name: 'All Categories' });
    await button.click();
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    const links = panel.locator('a[href^="/products?category="]');
    await links.first().waitFor();
    const names = await links.allInnerTexts();
    expect(names.map((n) => n.trim())).toEqual(
      expect.arrayContaining([
        'Shoes',
        'Watches',
        'Unisex Clothing',
        'Sound Systems for Hire',
        'Skills Programmes',
      ]),
    );
    const images = links.locator('img');
    await expect
      .poll(() =>
        images.evaluateAll((imgs) =>
          imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0),
        ),
      )
      .toBe(true);
    // Every category has its picture (other tests may have added categories to the seeded eight).
    expect(await images.count()).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(8);
  });

  it('A product card leads to its detail page', async () => {
    const { page } = await browser.openPage('/');
    const card = page.locator(productLinks).first();
    const href = await card.getAttribute('href');
    expect(href).toMatch(/^\/product-details\/[0-9a-f-]{36}$/);
    await card.click();
    await page.waitForURL(`**${href}`);
  });

  it('An unknown path shows the not-found page with a way home', async () => {
    const { page } = await browser.openPage('/this/page/does-not-exist');
    await page.getByRole('heading', { name: 'We are sorry, page not found.' }).waitFor();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.getByRole('heading', { name: 'New Arrivals', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('On a phone the menu opens with the shop links', async () => {
    const { page, errors } = await browser.openPage('/', phone);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('link', { name: 'About Us' }).waitFor();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });
});
