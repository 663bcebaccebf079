import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultWebDist } from '../src/app.ts';
import { products } from '../src/db/schema.ts';
import { keptPageAddresses } from '../src/plugins/web-app.ts';
import { bearer, signUpAdmin } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { fakeWebBuild } from './helpers/fake-web-build.ts';
import { placeOrder, setStatus } from './helpers/orders.ts';
import { saveGrid } from './helpers/stock-grid.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// An order changes stock, not the catalogue: what is cached stays (browsers revalidate to 304),
// the new stock shows within STOCK_SHOWN_WITHIN_SECONDS, only what shows the product ordered is
// made again, an edit shows on the next request, and every order is checked against the stock in
// the table.

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));

// Pages at /p/<id> show one product's stock, read through the api as the real renderer reads
// the catalogue, and how many pages have been rendered, so a kept page can be told from a new one.
const renderer = `let renders = 0;
export function createPageRenderer(setup) {
  return async (url) => {
    const product = await (await setup.fetch('/api/products/' + url.slice(3))).json();
    renders += 1;
    const html = '<!doctype html><p>stock ' + product.stock + '</p><p>render ' + renders + '</p>';
    async function* body() { yield Buffer.from(html); }
    return { status: 200, body: body(), shared: true };
  };
}
`;

async function shop(stockShownWithin: string) {
  const t = await createTestApp({
    webDist: fakeWebBuild(renderer),
    env: { STOCK_SHOWN_WITHIN_SECONDS: stockShownWithin, GUEST_ORDERS_PER_PHONE: '0' },
  });
  apps.push(t);
  const category = await insertCategory(t.db, 'Watches');
  const product = await insertProduct(t.db, { categoryId: category.id, discount: 45, stock: 3 });
  const details = () => t.app.inject({ url: `/api/products/get-product-details/${product.id}` });
  const stockShown = async () => (await details()).json().product.stock as number;
  return { t, product, details, stockShown };
}

describe('stock apart from the catalogue', () => {
  it('an order leaves cached answers in place: the same ETag, a 304 to a browser that has it', async () => {
    const s = await shop('5');
    const before = await s.details();
    const etag = String(before.headers.etag);
    expect((await placeOrder(s.t.app, [{ _id: s.product.id, qty: 1 }])).statusCode).toBe(201);
    // The first order after a quiet while shows at once; the next ones wait their turn.
    expect(await s.stockShown()).toBe(2);
    const etagNow = String((await s.details()).headers.etag);
    expect(etagNow).not.toBe(etag);
    expect((await placeOrder(s.t.app, [{ _id: s.product.id, qty: 1 }])).statusCode).toBe(201);
    const again = await s.t.app.inject({
      url: `/api/products/get-product-details/${s.product.id}`,
      headers: { 'if-none-match': etagNow },
    });
    expect(again.statusCode).toBe(304);
    expect(await s.stockShown()).toBe(2);
  });

  it('shows the new stock within its window, while orders meet the stock in the table', async () => {
    const s = await shop('1');
    expect(await s.stockShown()).toBe(3);
    await placeOrder(s.t.app, [{ _id: s.product.id, qty: 1 }]);
    expect(await s.stockShown()).toBe(2);
    await placeOrder(s.t.app, [{ _id: s.product.id, qty: 2 }]);
    expect(await s.stockShown()).toBe(2); // a second ago it was 2: shown a little late
    const refused = await placeOrder(s.t.app, [{ _id: s.product.id, qty: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().available).toBe(0);
    await sleep(1100);
    expect(await s.stockShown()).toBe(0);
  });

  it('an order makes again only the answers and pages that show the product it took', async () => {
    const s = await shop('5');
    const other = await insertProduct(s.t.db, { categoryId: s.product.categoryId, stock: 7 });
    const answer = (id: string) => s.t.app.inject(`/api/products/${id}`);
    const page = async (id: string) => {
      const res = await s.t.app.inject(`/p/${id}`);
      const [, stock, render] = /stock (\d+).*render (\d+)/.exec(res.body) ?? [];
      return { stock: Number(stock), render: Number(render), etag: res.headers.etag };
    };
    const otherAnswer = await answer(other.id);
    const otherPage = await page(other.id);
    expect(await page(s.product.id)).toMatchObject({ stock: 3, render: 2 });

    expect((await placeOrder(s.t.app, [{ _id: s.product.id, qty: 1 }])).statusCode).toBe(201);
    s.t.sql.reset();
    const otherAnswerNow = await answer(other.id);
    expect(otherAnswerNow.json().stock).toBe(7);
    expect(otherAnswerNow.headers.etag).toBe(otherAnswer.headers.etag);
    expect(await page(other.id)).toEqual(otherPage);
    // Each was checked by reading the stock of its product and of its two variants (M and L,
    // Green), in one statement, and nothing else (besides the versions every request reads).
    const read = s.t.sql.statements.filter((q) => !q.includes('from catalogue_state'));
    expect(read).toHaveLength(2);
    for (const statement of read)
      expect(statement).toMatch(
        /^\(select "id", "stock" from "products" where "products"\."id" in \(\$1, \$2, \$3\)\) union all .* "product_variants"\."id" in \(\$4, \$5, \$6\)\)$/,
      );

    expect((await answer(s.product.id)).json().stock).toBe(2);
    expect(await page(s.product.id)).toMatchObject({ stock: 2, render: 3 });
  });

  it("shows a size's new stock within its window, while an unrelated product's answer stays a 304", async () => {
    const s = await shop('1');
    const admin = await signUpAdmin(s.t.app, s.t.db);
    const grid = await saveGrid(s.t.app, admin, s.product.id, {
      stockPerVariant: true,
      variants: [
        { size: 'M', color: 'Green', stock: 2 },
        { size: 'L', color: 'Green', stock: 4 },
      ],
    });
    expect(grid.statusCode, grid.body).toBe(200);
    const other = await insertProduct(s.t.db, { categoryId: s.product.categoryId, stock: 7 });
    // Its own answer: its details would show the product ordered among the related ones.
    const otherAnswer = () => s.t.app.inject({ url: `/api/products/${other.id}` });
    const etag = String((await otherAnswer()).headers.etag);
    const sizes = async () =>
      ((await s.details()).json().product.variants as { size: string; stock: number }[]).map(
        (v) => `${v.size}:${v.stock}`,
      );
    expect(await sizes()).toEqual(['M:2', 'L:4']);

    const order = [{ _id: s.product.id, qty: 1, productSize: 'L', productColor: 'Green' }];
    expect((await placeOrder(s.t.app, order)).statusCode).toBe(201);
    await sleep(1100);
    expect(await sizes()).toEqual(['M:2', 'L:3']);
    const again = await s.t.app.inject({
      url: `/api/products/${other.id}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it("shows a page's stock within its window, however late the answers it was made from", async () => {
    const s = await shop('1');
    const page = async () =>
      /stock (\d+)/.exec((await s.t.app.inject(`/p/${s.product.id}`)).body)?.[1];
    expect(await page()).toBe('3');
    await placeOrder(s.t.app, [{ _id: s.product.id, qty: 1 }]);
    expect(await page()).toBe('2');
    await placeOrder(s.t.app, [{ _id: s.product.id, qty: 1 }]);
    expect(await page()).toBe('2'); // shown a little late while orders keep coming
    await sleep(1100);
    expect(await page()).toBe('1');
  });

  it('an edit shows on the next request, whatever the stock did', async () => {
    const s = await shop('5');
    await placeOrder(s.t.app, [{ _id: s.product.id, qty: 1 }]);
    await placeOrder(s.t.app, [{ _id: s.product.id, qty: 1 }]);
    await s.t.db
      .update(products)
      .set({ name: 'Renamed Watch' })
      .where(eq(products.id, s.product.id));
    const shown = (await s.details()).json().product;
    expect(shown.name).toBe('Renamed Watch');
    expect(shown.stock).toBe(1);
  });

  it('a cancelled order gives its stock back, shown as any change of stock is', async () => {
    const s = await shop('0');
    const admin = await signUpAdmin(s.t.app, s.t.db);
    const order = (await placeOrder(s.t.app, [{ _id: s.product.id, qty: 3 }])).json().order;
    expect(await s.stockShown()).toBe(0);
    expect((await setStatus(s.t.app, admin, order._id, 'cancelled')).statusCode).toBe(200);
    expect(await s.stockShown()).toBe(3);
  });
});

describe('with the cache off', () => {
  it('a browser still revalidates to a 304 until what the answer shows changes', async () => {
    const t = await createTestApp({ env: { CATALOGUE_CACHE: 'off', GUEST_ORDERS_PER_PHONE: '0' } });
    apps.push(t);
    const category = await insertCategory(t.db, 'Watches');
    const product = await insertProduct(t.db, { categoryId: category.id, stock: 3 });
    const url = `/api/products/${product.id}`;
    const first = await t.app.inject(url);
    const etag = String(first.headers.etag);
    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await placeOrder(t.app, [{ _id: product.id, qty: 1 }]);
    const after = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().stock).toBe(2);
  });
});

describe('the shop pages', () => {
  /** The real web app's pages, over one product with `stock` units. */
  async function shopPages(stock: number, env: Record<string, string> = {}) {
    const t = await createTestApp({
      webDist: defaultWebDist,
      env: { GUEST_ORDERS_PER_PHONE: '0', ...env },
    });
    apps.push(t);
    const category = await insertCategory(t.db, 'Watches');
    const product = await insertProduct(t.db, {
      categoryId: category.id,
      name: 'Kente Watch',
      stock,
    });
    const get = (url: string) => t.app.inject({ url, headers: { 'accept-encoding': '' } });
    return { t, product, get, productPage: `/product-details/${product.id}` };
  }

  it('a kept product page shows the stock an order left, and its listing card when sold out', async () => {
    const { t, product, get, productPage } = await shopPages(3);
    const page = async (url: string) => (await get(url)).body;
    expect(await page(productPage)).toContain('In Stock: 3');
    expect(await page('/shop')).not.toContain('Out of stock');
    expect(keptPageAddresses(t.app)).toEqual(expect.arrayContaining([productPage, '/shop']));

    await placeOrder(t.app, [{ _id: product.id, qty: 3 }]);
    expect(await page(productPage)).toContain('Out of stock');
    expect(await page('/shop')).toContain('Out of stock');
  });

  it("a page of cards is not rendered again while a card's product keeps more than one line may take", async () => {
    const { t, product, get, productPage } = await shopPages(30, {
      STOCK_SHOWN_WITHIN_SECONDS: '0',
      UNITS_PER_LINE: '20',
    });
    const shop = await get('/shop');
    expect(shop.body).toContain('"stock":30');
    expect((await get(productPage)).body).toContain('In Stock: 30');

    // 29 left: the product's own page says so, the shop's card shows what it showed.
    expect((await placeOrder(t.app, [{ _id: product.id, qty: 1 }])).statusCode).toBe(201);
    expect((await get(productPage)).body).toContain('In Stock: 29');
    const shopThen = await get('/shop');
    expect(shopThen.headers.etag).toBe(shop.headers.etag);
    expect(shopThen.body).toBe(shop.body);

    // 19 left, fewer than a line may take: the card's cart could now ask for too many.
    expect((await placeOrder(t.app, [{ _id: product.id, qty: 10 }])).statusCode).toBe(201);
    const shopNow = await get('/shop');
    expect(shopNow.headers.etag).not.toBe(shop.headers.etag);
    expect(shopNow.body).toContain('"stock":19');
    expect((await get(productPage)).body).toContain('In Stock: 19');
  });
});

describe('the one process that writes to its database (an embedded data folder)', () => {
  it('answers cached catalogue reads without asking the database, and sees its own writes at once', async () => {
    const t = await createTestApp({ soleWriter: true, env: { GUEST_ORDERS_PER_PHONE: '0' } });
    apps.push(t);
    const admin = await signUpAdmin(t.app, t.db);
    const category = await insertCategory(t.db, 'Watches');
    const product = await insertProduct(t.db, { categoryId: category.id, discount: 45, stock: 3 });
    const details = async () =>
      (await t.app.inject({ url: `/api/products/get-product-details/${product.id}` })).json()
        .product;
    await details();
    t.sql.reset();
    expect((await details()).stock).toBe(3);
    expect(t.sql.statements).toEqual([]);

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/products/update-product-details/${product.id}`,
      headers: bearer(admin),
      payload: { name: 'Renamed Watch' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await details()).name).toBe('Renamed Watch');
    await placeOrder(t.app, [{ _id: product.id, qty: 1 }]);
    expect((await details()).stock).toBe(2);
  });

  it('shows within its window a change of stock that no request made (a hold that ran out)', async () => {
    const t = await createTestApp({ soleWriter: true, env: { STOCK_SHOWN_WITHIN_SECONDS: '1' } });
    apps.push(t);
    const category = await insertCategory(t.db, 'Watches');
    const product = await insertProduct(t.db, { categoryId: category.id, stock: 0 });
    const stockShown = async () =>
      (await t.app.inject({ url: `/api/products/get-product-details/${product.id}` })).json()
        .product.stock;
    expect(await stockShown()).toBe(0);
    // As the payment sweep gives back the stock an unpaid order held: written outside a request.
    await t.db.update(products).set({ stock: 2 }).where(eq(products.id, product.id));
    await sleep(1100);
    expect(await stockShown()).toBe(2);
  });
});
