import { formatCedi } from '@adepa/contract/money';
import { expect, test } from './fixtures.ts';
import { seededProducts } from './helpers/catalogue.ts';
import { shopUrl } from './helpers/shop.ts';

// /cart and /checkout arrive drawn with the shopper's own cart and region (copied by the browser
// into cookies that only those pages receive), so a slow phone paints the cart at once instead
// of a loading state; the browser then takes over the same page. Nobody else ever gets them.

const visit = (path: string, cookie?: string) =>
  fetch(new URL(path, shopUrl()), { headers: cookie ? { cookie } : {} });
/** The document's text without its tags and scripts, as a reader sees it. */
const words = (document: string) =>
  document
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');

test("A shopper's cart and region are in /cart and /checkout as sent, and the browser takes over the same page", async ({
  page,
  context,
  errors,
}) => {
  const shirt = (await seededProducts()).find((p) => p.name === 'Kente Print Unisex Shirt')!;
  await page.goto(`/product-details/${shirt._id}`);
  await page
    .getByRole('radiogroup', { name: 'Colour' })
    .getByRole('radio', { name: 'Red & Gold', exact: true })
    .check();
  await page
    .getByRole('radiogroup', { name: 'Size' })
    .getByRole('radio', { name: 'M', exact: true })
    .check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/cart');
  await page.getByLabel('Deliver to').selectOption('Volta');

  const cart = await context.request.get('/cart');
  expect(cart.headers()['cache-control']).toBe('private, no-cache');
  const cartPage = await cart.text();
  expect(words(cartPage)).toContain('Your Cart (1) Items');
  expect(words(cartPage)).toContain(`${shirt.name} ${formatCedi(shirt.discount)}`);
  expect(words(cartPage)).toContain('Size: M · Colour: Red & Gold');
  expect(cartPage).toMatch(/<option value="Volta" selected="">/);
  const checkout = await (await context.request.get('/checkout')).text();
  expect(words(checkout)).toContain(`${shirt.name} Qty 1 · Size: M · Colour: Red & Gold`);
  expect(words(checkout)).toContain('Delivery to Volta');
  expect(checkout).toMatch(/<option value="Volta" selected="">/);

  // The page the browser shows first is the one it keeps: no mismatch, nothing moves.
  for (const path of ['/cart', '/checkout']) {
    await page.goto(path);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
              total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift, path).toBe(0);
  }
  await expect(page.getByLabel('State/Province/Region')).toHaveValue('Volta');
  expect(errors).toEqual([]);

  // Another visitor, straight after, gets an empty cart: no one's cart is kept for others.
  const visitor = words(await (await visit('/cart')).text());
  expect(visitor).toContain('Your Cart (0) Items');
  expect(visitor).not.toContain(shirt.name);
});

test('A cart cookie is only read for what it can name: unknown products left out, quantities kept within stock', async () => {
  const shirt = (await seededProducts()).find((p) => p.stock > 1 && p.stock < 20)!;
  const cookie = `adepa_cart=${shirt._id}||999|0||&no-such-product||1|0||&not a line; adepa_region=Mars`;
  const res = await visit('/cart', cookie);
  expect(res.status).toBe(200);
  const document = await res.text();
  expect(words(document)).toContain('Your Cart (1) Items');
  expect(words(document)).toContain(formatCedi(shirt.discount * shirt.stock));
  expect(document).toMatch(new RegExp(`<option value="${shirt.stock}" selected="">`));
  expect(document).toMatch(/<option value="" selected="">Choose your region/);
});

test('A cart too long for its cookie is drawn as loading, and the browser fills it in', async () => {
  const document = await (await visit('/cart', 'adepa_cart=*')).text();
  expect(words(document)).toContain('Your Cart');
  expect(words(document)).not.toContain('Your Cart (');
  expect(words(document)).not.toContain('Your shopping bag is empty');
});
