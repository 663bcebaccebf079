import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let productId: string;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.adepa.example' } });
  const shoes = await insertCategory(t.db, 'Shoes');
  await insertCategory(t.db, 'Home & Kitchen');
  productId = (await insertProduct(t.db, { name: 'Canvas Sneakers', categoryId: shoes.id })).id;
});
afterAll(() => t.close());

describe('robots.txt and sitemap.xml', () => {
  it('lets engines read the storefront but not accounts, carts or admin', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: https://shop.adepa.example/sitemap.xml');
  });

  it('lists the pages, categories and products', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.body).toContain('<loc>https://shop.adepa.example/shop</loc>');
    expect(res.body).toContain('<loc>https://shop.adepa.example/products?category=Shoes</loc>');
    // Each at the address the shop's links use, which the server answers without a redirect.
    expect(res.body).toContain(
      '<loc>https://shop.adepa.example/products?category=Home+%26+Kitchen</loc>',
    );
    expect(res.body).toContain(
      `<loc>https://shop.adepa.example/product-details/${productId}</loc>`,
    );
  });
});
