import { PRODUCT_UPDATED } from '@adepa/contract/admin-messages';
import { toCedi } from '@adepa/contract/money';
import { includedTaxPesewas, includesTaxText } from '@adepa/contract/tax';
import { expect, test } from './fixtures.ts';
import { e2eAdmin, logInThroughForm } from './helpers/accounts.ts';
import { axeProblems, describeProblems, followRequests } from './helpers/axe.ts';
import { call, createProduct, ownerToken, productNow } from './helpers/owner-api.ts';
import { phone } from './helpers/viewports.ts';

// The owner registers the shop for VAT on a phone; a guest's checkout and thank-you page then say
// what the total includes, and a product can be marked exempt. The shop is left unregistered.

test.use({ viewport: phone, bypassCSP: true });

test.afterEach(async () => {
  await call('/api/tax-settings', {
    method: 'PUT',
    token: await ownerToken(),
    body: JSON.stringify({ registered: false }),
  });
});

test('The owner registers the shop for VAT, and checkout says what the total includes', async ({
  page,
  browser,
  errors,
}) => {
  followRequests(page);
  const productId = await createProduct(await ownerToken(), {
    name: `Sound System Hire ${Date.now()}`,
    sizes: [],
    colors: [],
    stock: 10,
  });
  await logInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto('/admin/vat');
  await expect(page.getByRole('heading', { name: 'VAT', level: 1 })).toBeVisible();
  await page.getByLabel('The shop is registered for VAT').check();
  await page.getByRole('button', { name: 'Save VAT Registration' }).click();
  await expect(page.getByText('A registered shop needs its TIN')).toBeVisible();
  await page.getByLabel('TIN').fill('c0012345678');
  await page.getByLabel('Registered from').fill('2026-01-01');
  await page.getByRole('button', { name: 'Save VAT Registration' }).click();
  await expect(page.getByText('VAT registration saved')).toBeVisible();
  await expect(page.getByLabel('TIN')).toHaveValue('C0012345678');
  await expect(page.getByRole('heading', { name: 'Monthly tax total' })).toBeVisible();
  const problems = await axeProblems(page, 'VAT page');
  expect(problems, describeProblems(problems)).toEqual([]);

  // A guest, in a browser of their own.
  const guest = await browser.newPage({ viewport: phone });
  await guest.goto(`/product-details/${productId}`);
  await guest.getByRole('button', { name: 'Add to cart' }).click();
  await expect(guest.getByText('Item added to cart successfully!')).toBeVisible();
  await guest.goto('/checkout');
  const includes = includesTaxText(toCedi(includedTaxPesewas(19_999)));
  await expect(guest.getByText(includes)).toBeVisible();
  await guest.getByLabel('Full name').fill('Kwabena Asare');
  await guest.getByLabel('Phone Number').fill('0244123987');
  await guest.getByLabel('State/Province/Region').selectOption('Ashanti');
  await guest.getByLabel('City/Town').fill('Suame');
  await guest.getByRole('button', { name: 'PLACE ORDER NOW' }).click();
  await expect(guest.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(guest.getByText(includes)).toBeVisible();
  const orderId = /GH-\d{4}-\d{6}/.exec(await guest.locator('main').innerText())?.[0] ?? '';
  await guest.close();

  // The owner writes the E-VAT invoice number onto the order; its receipt shows it, the TIN and
  // the levies the total includes.
  const { orders } = await call<{ orders: { _id: string }[] }>(
    `/api/orders/get-orders?q=${orderId}`,
    { token: await ownerToken() },
  );
  await page.goto(`/admin/dashboard/order/details/${orders[0]!._id}`);
  await page.getByLabel('E-VAT invoice number').fill('EV-2026/000777');
  await page.getByRole('button', { name: 'Save number' }).click();
  await expect(page.getByText('E-VAT invoice number saved')).toBeVisible();
  await page.getByRole('link', { name: 'Receipt' }).click();
  await expect(page.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
  await expect(page.getByText('EV-2026/000777')).toBeVisible();
  await expect(page.getByText('TIN C0012345678')).toBeVisible();
  await expect(page.getByText('VAT 15%')).toBeVisible();
  const onReceipt = await axeProblems(page, 'receipt with VAT');
  expect(onReceipt, describeProblems(onReceipt)).toEqual([]);
  await page.screenshot({ path: 'screenshots/receipt-vat-412.png', fullPage: true });

  // The owner marks the product exempt on its form.
  await page.goto(`/admin/update-product/${productId}`);
  await page.getByLabel('Exempt from VAT').check();
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText(PRODUCT_UPDATED)).toBeVisible();
  expect((await productNow(productId)) as unknown as { taxExempt: boolean }).toMatchObject({
    taxExempt: true,
  });
  expect(errors).toEqual([]);
});
