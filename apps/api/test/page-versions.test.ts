import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.ts';
import { catalogueNoticed } from './helpers/catalogue-noticed.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { fakeWebBuild } from './helpers/fake-web-build.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// No visitor sees a page made of two catalogue versions: an edit committed while a page is being
// rendered (between two of the api answers it is made from) sends the page back to be rendered
// again at the new version, and only a page of one version is kept.

// Pages at /p/<id> show a product's name from two answers, with a moment between them that the
// test fills with an edit, and how many pages have been rendered.
const renderer = `let renders = 0;
export function createPageRenderer(setup) {
  return async (url) => {
    const id = url.slice(3);
    const first = await (await setup.fetch('/api/products/' + id)).json();
    await globalThis.betweenAnswers?.();
    const details = await (await setup.fetch('/api/products/get-product-details/' + id)).json();
    renders += 1;
    const html = '<!doctype html><p>names ' + first.name + ' / ' + details.product.name + '</p>' +
      '<p>render ' + renders + '</p>';
    async function* body() { yield Buffer.from(html); }
    return { status: 200, body: body(), shared: true };
  };
}
`;

declare global {
  var betweenAnswers: (() => Promise<void>) | undefined;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDist: fakeWebBuild(renderer) });
});
afterAll(async () => {
  globalThis.betweenAnswers = undefined;
  await t.close();
});

describe('a page of one catalogue version', () => {
  it('is rendered again when an edit lands between the answers it is made from', async () => {
    const category = await insertCategory(t.db, 'Watches');
    const product = await insertProduct(t.db, { categoryId: category.id, name: 'Kente Watch' });
    const url = `/p/${product.id}`;
    expect((await t.app.inject(url)).body).toContain('names Kente Watch / Kente Watch');

    globalThis.betweenAnswers = async () => {
      globalThis.betweenAnswers = undefined;
      await t.db.update(products).set({ name: 'Adinkra Watch' }).where(eq(products.id, product.id));
    };
    // Another edit first, so the kept page is rendered anew; the renaming lands halfway through.
    await t.db.update(products).set({ brand: 'Adepa' }).where(eq(products.id, product.id));
    await catalogueNoticed(t);
    const page = (await t.app.inject(url)).body;
    expect(page).toContain('names Adinkra Watch / Adinkra Watch');
    expect(page).toContain('render 3');
    // What was kept is that page, not the one of two versions.
    expect((await t.app.inject(url)).body).toBe(page);
  });
});
