import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

function webBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'adepa-web-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="x" /><title>x</title><!--shop-settings--></head><body></body></html>',
  );
  return dir;
}

let t: TestApp;
let productId: string;
let outOfStockId: string;
beforeAll(async () => {
  t = await createTestApp({
    webDist: webBuild(),
    env: { PUBLIC_URL: 'https://shop.adepa.example' },
  });
  const shoes = await insertCategory(t.db, 'Shoes');
  productId = (
    await insertProduct(t.db, {
      name: 'Canvas "Sneakers" <b>',
      categoryId: shoes.id,
      discount: 120,
      rating: 4.5,
      brand: 'Kumasi Kicks',
    })
  ).id;
  outOfStockId = (
    await insertProduct(t.db, { name: 'Gone Sandals', categoryId: shoes.id, stock: 0 })
  ).id;
  await t.db.execute('update products set num_reviews = 4' as never);
});
afterAll(() => t.close());

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const jsonLd = (html: string) => {
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  return json ? JSON.parse(json) : undefined;
};

describe('link previews', () => {
  it('fills a product page with its title, description, Open Graph, Twitter and schema.org tags', async () => {
    const res = await t.app.inject(`/product-details/${productId}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Canvas &#34;Sneakers&#34; &#60;b&#62; | Adepa</title>');
    expect(html).not.toContain('<b>');
    expect(meta(html, 'og:title')).toBe('Canvas &#34;Sneakers&#34; &#60;b&#62; | Adepa');
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:url')).toBe(`https://shop.adepa.example/product-details/${productId}`);
    expect(meta(html, 'og:image')).toBe(`https://shop.adepa.example/uploads/${productId}-0.webp`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'description')).toMatch(/^₵120\.00\. Canvas/);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(
      `<link rel="canonical" href="https://shop.adepa.example/product-details/${productId}" />`,
    );
    const ld = jsonLd(html);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Canvas "Sneakers" <b>',
      brand: { '@type': 'Brand', name: 'Kumasi Kicks' },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'GHS',
        price: '120.00',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { ratingValue: 4.5, reviewCount: 4 },
    });
    expect(html).not.toMatch(/<script type="application\/ld\+json">[^<]*<b>/);
  });

  it('says when a product is out of stock', async () => {
    const ld = jsonLd((await t.app.inject(`/product-details/${outOfStockId}`)).body);
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('describes a category page, and the shop for anything else', async () => {
    const category = (await t.app.inject('/products?category=shoes')).body;
    expect(category).toContain('<title>Shoes | Adepa</title>');
    expect(meta(category, 'og:type')).toBe('website');
    for (const url of ['/', '/products?category=Nothing', '/product-details/unknown']) {
      const html = (await t.app.inject(url)).body;
      expect(html, url).toContain(
        '<title>Adepa: Good things, delivered. Pay when it arrives.</title>',
      );
      expect(jsonLd(html)).toBeUndefined();
    }
  });
});

it('gives the shop pages their own title and description', async () => {
  const html = (await t.app.inject('/faq')).body;
  expect(html).toContain('<title>Frequently Asked Questions | Adepa</title>');
  expect(meta(html, 'description')).toMatch(/48 hours/);
});

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
    expect(res.body).toContain(
      `<loc>https://shop.adepa.example/product-details/${productId}</loc>`,
    );
  });
});
