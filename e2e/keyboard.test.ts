import { ORDER_STATUS_UPDATED, PRODUCT_UPDATED } from '@adepa/contract/admin-messages';
import { paths } from '@adepa/contract/paths';
import { expect, test } from './fixtures.ts';
import { seededProducts } from './helpers/catalogue.ts';
import { focusProblems, tabTo, typeHere } from './helpers/keyboard.ts';
import { createProduct, guestOrder, ownerToken } from './helpers/owner-api.ts';
import { adminState } from './helpers/signed-in.ts';
import { phone } from './helpers/viewports.ts';

// The shop by keyboard alone: Tab and Shift+Tab, Enter, Space, the arrow keys and Escape, never
// a click. At every stop the focus is seen and not hidden (helpers/keyboard.ts); dialogs keep
// focus inside and give it back to what opened them.

test.use({ viewport: phone });

test('A shopper searches, filters, picks a size, adds to cart and checks out by keyboard alone', async ({
  page,
  errors,
}) => {
  test.setTimeout(120_000);
  const product = (await seededProducts()).find((p) => p.stock > 2 && p.sizes.length >= 2);
  expect(product, 'a seeded product with sizes').toBeDefined();
  const { keyboard } = page;

  await page.goto('/');
  // The first stop is the way past the header to the page's own content.
  await keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  expect(await focusProblems(page)).toEqual([]);
  await keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // Search, from the header above.
  const search = page.getByRole('searchbox');
  await tabTo(search, { backwards: true });
  await typeHere(search, product!.name);
  await keyboard.press('Enter');
  await page.waitForURL('**/products/search?**');

  // Filter by its category in the filter sheet, which keeps focus while open.
  const filters = page.getByRole('button', { name: 'Filters' });
  await tabTo(filters);
  await keyboard.press('Space');
  const sheet = page.getByRole('dialog', { name: 'Filter Product' });
  await expect(sheet).toBeVisible();
  const category = sheet.getByRole('checkbox', { name: product!.category.name });
  await tabTo(category);
  await keyboard.press('Space');
  await expect(sheet.getByRole('checkbox', { name: product!.category.name })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(filters).toBeFocused();

  // The product, a size by the arrow keys, and into the cart.
  await tabTo(page.getByRole('link', { name: product!.name }).first());
  await keyboard.press('Enter');
  await page.waitForURL(`**/product-details/${product!._id}`);
  // Colour first when there is one, then the size: Tab into each group, an arrow to choose.
  for (const option of [...(product!.colors.length ? ['Colour'] : []), 'Size']) {
    const group = page.getByRole('radiogroup', { name: option });
    // Tab enters a group at its first choice that is not sold out.
    await tabTo(group.getByRole('radio', { disabled: false }).first());
    await keyboard.press('ArrowRight');
    await expect(group.locator('input:checked')).toBeFocused();
  }
  await tabTo(page.getByRole('button', { name: 'Add to cart' }));
  await keyboard.press('Enter');
  await expect(page.getByText('Item added to cart successfully!')).toBeVisible();

  // The cart panel: Escape gives focus back to the cart link, which opens it again.
  const cartLink = page.getByRole('link', { name: /^Cart 1 item/ });
  await tabTo(cartLink, { backwards: true });
  await keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: /Your Cart/ });
  await expect(panel).toBeVisible();
  await keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(cartLink).toBeFocused();
  await keyboard.press('Enter');
  await tabTo(panel.getByRole('link', { name: 'Proceed Checkout' }));
  await keyboard.press('Enter');
  await page.waitForURL('**/checkout');

  // Delivery details, field by field, and the order placed with Enter.
  await tabTo(page.getByLabel('Full name'));
  await typeHere(page.getByLabel('Full name'), 'Abena Keyboard');
  await tabTo(page.getByLabel('Phone Number'));
  await typeHere(page.getByLabel('Phone Number'), '0209876543');
  await tabTo(page.getByLabel('State/Province/Region'));
  await keyboard.type('Ashanti');
  await expect(page.getByLabel('State/Province/Region')).toHaveValue('Ashanti');
  await tabTo(page.getByLabel('City/Town'));
  await typeHere(page.getByLabel('City/Town'), 'Suame');
  await tabTo(page.getByRole('button', { name: 'PLACE ORDER NOW' }));
  await keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await tabTo(page.getByRole('main').getByRole('link', { name: 'Track your order' }));
  expect(errors).toEqual([]);
});

test('The menu and the account menu keep focus while open and give it back on Escape', async ({
  page,
}) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Open menu' });
  await tabTo(opener);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  // Round the menu and past its end: focus never reaches the page behind.
  for (let press = 0; press < 15; press++) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return 'nowhere';
      return focused.closest('dialog[open]') ? 'menu' : focused.outerHTML.slice(0, 80);
    });
    expect(['menu', 'nowhere']).toContain(where);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(opener).toBeFocused();

  const account = page.getByRole('button', { name: 'Account' });
  await tabTo(account);
  await page.keyboard.press('Enter');
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  expect(await focusProblems(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  await expect(account).toBeFocused();
});

test.describe(() => {
  test.use({ storageState: adminState });

  test("The owner changes an order's status and saves a product by keyboard alone", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const token = await ownerToken();
    const productId = await createProduct(token, {
      name: 'Keyboard Kente Stole',
      sizes: [],
      colors: [],
      stock: 5,
    });
    const orderId = await guestOrder(productId, '', '');
    const { keyboard } = page;

    await page.goto(paths.admin.order(orderId));
    const status = page.getByLabel('Order Status');
    await tabTo(status);
    await keyboard.press('ArrowDown');
    await expect(status).toHaveValue('processing');
    await expect(page.getByText(ORDER_STATUS_UPDATED)).toBeVisible();

    await page.goto(paths.admin.updateProduct(productId));
    const stock = page.getByLabel('Stock', { exact: true });
    await tabTo(stock);
    await keyboard.press('ControlOrMeta+A');
    await typeHere(stock, '12');
    await tabTo(page.getByRole('button', { name: 'Update Product' }));
    await keyboard.press('Enter');
    await expect(page.getByText(PRODUCT_UPDATED)).toBeVisible();
  });
});
