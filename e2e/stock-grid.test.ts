import { randomUUID } from 'node:crypto';
import { STALE_STOCK, staleFormStock } from '@adepa/contract/variants';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { e2eAdmin, logInThroughForm } from './helpers/accounts.ts';
import { axeProblems, describeProblems, followRequests } from './helpers/axe.ts';
import {
  createProduct,
  guestOrder,
  ownerToken,
  productNow,
  saveGrid,
} from './helpers/owner-api.ts';
import { phone } from './helpers/viewports.ts';

// The owner's stock grid on the product's edit page, on a phone: stock counted per size and
// colour, saved with a reason, and a save an order overtook refused with the stock as it is now.
// Each test makes a product of its own, so the shop's other journeys never see these figures.

// The shop's Content-Security-Policy allows no inline script, and axe is injected as one.
test.use({ viewport: phone, bypassCSP: true });
// The owner logs in afresh rather than from the run's saved session, whose access token may have
// run out by the time these tests come, late in a long run on a busy machine.
test.beforeEach(async ({ page }) => {
  followRequests(page);
  await logInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
});

const newName = () => `Kente Shirt ${randomUUID().slice(0, 6)}`;

const stockOf = (page: Page, cell: string) => page.getByLabel(`Stock of ${cell}`, { exact: true });

async function saveWithReason(page: Page, reason: string) {
  await page.getByLabel('Reason for the change').selectOption(reason);
  await page.getByRole('button', { name: 'Save Stock', exact: true }).click();
}

async function expectNoAxeProblems(page: Page, label: string) {
  const problems = await axeProblems(page, label);
  expect(problems.length, `accessibility violations:\n${describeProblems(problems)}`).toBe(0);
}

test.describe('stock grid', () => {
  test('Owner switches on stock per size and colour, fills the grid and saves it with a reason', async ({
    page,
    errors,
  }) => {
    const token = await ownerToken();
    const id = await createProduct(token, {
      name: newName(),
      sizes: ['M', 'L'],
      colors: ['Red', 'Gold'],
      stock: 10,
    });
    await page.goto(`/admin/update-product/${id}`);

    const perVariant = page.getByRole('switch', { name: 'Count stock per size and colour' });
    await expect(perVariant).not.toBeChecked();
    await expect(page.getByLabel('Shared stock')).toHaveValue('10');
    await expect(stockOf(page, 'M, Red')).toHaveCount(0);
    await perVariant.check();

    await stockOf(page, 'M, Red').fill('3');
    await stockOf(page, 'M, Gold').fill('0');
    await stockOf(page, 'L, Red').fill('5');
    await stockOf(page, 'L, Gold').fill('2');
    await page.getByRole('textbox', { name: 'Sizes', exact: true }).fill('XL');
    await page.getByRole('button', { name: 'Add to Sizes' }).click();
    await stockOf(page, 'XL, Gold').fill('1');
    await expect(page.getByText('Total: 11')).toBeVisible();

    await page.getByRole('button', { name: 'More for L' }).click();
    const lRed = page.getByRole('group', { name: 'L, Red' });
    await lRed.getByLabel('SKU').fill('KS-L-RED');
    await lRed.getByLabel('Discount Price (₵)').fill('180');
    await expectNoAxeProblems(page, 'stock grid, per size and colour, More open');

    await saveWithReason(page, 'Received from a supplier');
    await expect(page.getByText('You have successfully updated the product')).toBeVisible();

    // The product's page is a catalogue read, which may show a stock a few seconds late.
    await expect.poll(async () => (await productNow(id)).stock).toBe(11);
    const saved = await productNow(id);
    expect(saved.stockPerVariant).toBe(true);
    expect(saved.variants.map((v) => [v.size, v.color, v.stock])).toEqual([
      ['M', 'Red', 3],
      ['M', 'Gold', 0],
      ['L', 'Red', 5],
      ['L', 'Gold', 2],
      ['XL', 'Red', 0],
      ['XL', 'Gold', 1],
    ]);
    expect(saved.variants.find((v) => v.sku)?.sku).toBe('KS-L-RED');

    await page.reload();
    await expect(perVariant).toBeChecked();
    await expect(stockOf(page, 'L, Red')).toHaveValue('5');
    await expect(stockOf(page, 'XL, Gold')).toHaveValue('1');
    // The product form shows the total, read only, and says where to change it.
    const stock = page.getByLabel('Stock', { exact: true });
    await expect(stock).toHaveValue('11');
    await expect(stock).toHaveAttribute('readonly');
    await expect(
      page.getByText('This product counts its stock per size and colour', { exact: false }),
    ).toBeVisible();
    await expectNoAxeProblems(page, 'stock grid, saved');

    // Back to one shared stock: the product form above follows the grid's figure, and saves.
    await perVariant.uncheck();
    await page.getByLabel('Shared stock').fill('12');
    await saveWithReason(page, 'Stock count');
    await expect(page.getByText('You have successfully updated the product')).toBeVisible();
    await expect(stock).toHaveValue('12');
    await expect(stock).not.toHaveAttribute('readonly');
    const updated = page.waitForResponse('**/api/products/update-product-details/*');
    await page.getByRole('button', { name: 'Update Product', exact: true }).click();
    expect((await updated).status()).toBe(200);
    expect((await productNow(id)).stock).toBe(12);
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    // Everything saved: leaving asks nothing.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => page.isClosed()).toBe(true);
    expect(dialogs).toEqual([]);
  });

  test('Leaving a grid with changes not saved asks first', async ({ page }) => {
    const token = await ownerToken();
    const id = await createProduct(token, { name: newName(), sizes: ['M'], colors: [], stock: 4 });
    await page.goto(`/admin/update-product/${id}`);
    await expect(page.getByLabel('Shared stock')).toHaveValue('4');
    await page.getByLabel('Shared stock').fill('7');
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
  });

  test('A save an order overtook is refused with the stock now, and what the owner typed is kept beside it', async ({
    page,
  }) => {
    const token = await ownerToken();
    const id = await createProduct(token, {
      name: newName(),
      sizes: ['M', 'L'],
      colors: ['Red'],
      stock: 10,
    });
    await saveGrid(token, id, [
      { size: 'M', color: 'Red', stock: 3 },
      { size: 'L', color: 'Red', stock: 5 },
    ]);
    await page.goto(`/admin/update-product/${id}`);
    await expect(stockOf(page, 'L, Red')).toHaveValue('5');

    await stockOf(page, 'L, Red').fill('9');
    await stockOf(page, 'M, Red').fill('4');
    // Meanwhile a shopper buys one L, Red.
    await guestOrder(id, 'L', 'Red');
    await saveWithReason(page, 'Stock count');

    await expect(page.getByRole('alert').filter({ hasText: STALE_STOCK })).toBeInViewport();
    // Brought into view from the Save button, with the heading that says which grid it is.
    await expect(page.getByRole('heading', { name: 'Stock by size and colour' })).toBeInViewport();
    await expect(stockOf(page, 'L, Red')).toHaveValue('4');
    await expect(page.getByText('You typed 9')).toBeVisible();
    // No order touched M, Red: the owner's figure stays.
    await expect(stockOf(page, 'M, Red')).toHaveValue('4');
    await expect
      .poll(async () => (await productNow(id)).variants.map((v) => v.stock))
      .toEqual([3, 4]);
    await expectNoAxeProblems(page, 'stock grid, refused as stale');

    // The owner checks the shelf again and saves their count against the stock now.
    await stockOf(page, 'L, Red').fill('8');
    await page.getByRole('button', { name: 'Save Stock', exact: true }).click();
    await expect(page.getByText('You have successfully updated the product')).toBeVisible();
    await expect(page.getByText('You typed 9')).toHaveCount(0);
    await expect
      .poll(async () => (await productNow(id)).variants.map((v) => v.stock))
      .toEqual([4, 8]);
  });

  test("The product form refuses a stock an order overtook, and saves the owner's figure once they have seen it", async ({
    page,
  }) => {
    const token = await ownerToken();
    const id = await createProduct(token, { name: newName(), sizes: [], colors: [], stock: 6 });
    await page.goto(`/admin/update-product/${id}`);
    const stock = page.getByLabel('Stock', { exact: true });
    await expect(stock).toHaveValue('6');

    await stock.fill('20');
    await guestOrder(id, '', '');
    await page.getByRole('button', { name: 'Update Product', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: staleFormStock(5) })).toBeVisible();
    await expect.poll(async () => (await productNow(id)).stock).toBe(5);

    await page.getByRole('button', { name: 'Update Product', exact: true }).click();
    await expect(page.getByText('You have successfully updated the product')).toBeVisible();
    await expect.poll(async () => (await productNow(id)).stock).toBe(20);
  });
});
