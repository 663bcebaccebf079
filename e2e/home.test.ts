import { expect, test } from './fixtures.ts';
import { phone } from './helpers/viewports.ts';

const productLinks = 'main a[href^="/product-details/"]';

test.describe('home page', () => {
  test('Shopper sees the seeded new arrivals with prices in cedi', async ({ page, errors }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'New Arrivals', exact: true })).toBeVisible();
    await expect(page.locator(productLinks).first()).toBeVisible();
    const cards = page.locator(productLinks);
    expect(await cards.count()).toBe(8);
    const firstCard = await cards.first().innerText();
    expect(firstCard).toMatch(/₵\d{1,3}(,\d{3})*\.\d{2}/);
    await expect(page.getByRole('heading', { name: 'Top Categories' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('Shopper pages through the new arrivals', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator(productLinks).first()).toBeVisible();
    const firstPage = await page.locator(productLinks).first().getAttribute('href');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
    await expect(page.locator(productLinks).first()).not.toHaveAttribute('href', firstPage!);
  });

  test('The categories dropdown lists every category with its picture', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'All Categories' });
    await button.click();
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    const links = panel.locator('a[href^="/products?category="]');
    await expect(links.first()).toBeVisible();
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

  test('A product card leads to its detail page', async ({ page }) => {
    await page.goto('/');
    const card = page.locator(productLinks).first();
    const href = await card.getAttribute('href');
    expect(href).toMatch(/^\/product-details\/[0-9a-f-]{36}$/);
    await card.click();
    await page.waitForURL(`**${href}`);
  });

  test('An unknown path shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(
      page.getByRole('heading', { name: 'We are sorry, page not found.' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page.getByRole('heading', { name: 'New Arrivals', exact: true })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test.describe(() => {
    test.use({ viewport: phone });

    test('On a phone the menu opens with the shop links', async ({ page, errors }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: 'About Us' })).toBeVisible();
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(menu).toBeHidden();
      expect(errors).toEqual([]);
    });
  });
});
