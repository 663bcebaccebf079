import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
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
  // A build manifest in Vite's shape: the entry, two page chunks, a chunk they share with the
  // entry and one only the listing uses.
  mkdirSync(path.join(dir, '.vite'));
  const manifest = {
    'index.html': { file: 'assets/index-1.js', imports: ['_button-1.js'] },
    '_button-1.js': { file: 'assets/button-1.js' },
    '_pagination-1.js': { file: 'assets/pagination-1.js', imports: ['_button-1.js'] },
    'src/app/routes/shop-pages.tsx': {
      file: 'assets/shop-pages-1.js',
      imports: ['index.html', '_button-1.js', '_pagination-1.js'],
    },
    'src/app/routes/product-details-page.tsx': {
      file: 'assets/product-details-page-1.js',
      imports: ['index.html', '_button-1.js'],
    },
  };
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
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

describe('what a page fetches first', () => {
  const preloads = (html: string) => ({
    data: [
      ...html.matchAll(
        /<link rel="preload" as="fetch" href="([^"]*)" crossorigin="use-credentials" \/>/g,
      ),
    ].map((m) => m[1]?.replaceAll('&#38;', '&')),
    modules: [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]*)" \/>/g)].map(
      (m) => m[1],
    ),
  });

  it('has the shop listing ask for its first page and its chunk with the HTML', async () => {
    const html = (await t.app.inject('/shop')).body;
    expect(preloads(html)).toEqual({
      data: ['/api/home/query-products?pageNumber=1'],
      // Not the entry's own chunks: the entry script already brings those.
      modules: ['/assets/shop-pages-1.js', '/assets/pagination-1.js'],
    });
    // ... and the first card's picture, the one the app's first card shows.
    const listing = await t.app.inject('/api/home/query-products?pageNumber=1');
    const first = listing.json().products[0].image[0].url.replace(/\.webp$/, '');
    expect(html).toContain(
      `<link rel="preload" as="image" imagesrcset="${first}-w400.webp 400w, ${first}.webp 800w" imagesizes="(min-width: 1280px) 230px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw" fetchpriority="high" />`,
    );
  });

  it('preloads the listing a filtered link will show, in the order the app asks for it', async () => {
    const html = (await t.app.inject('/products?category=Shoes&page=2&sort=high-to-low&rating=4'))
      .body;
    expect(preloads(html).data).toEqual([
      '/api/home/query-products?category=Shoes&rating=4&sortPrice=high-to-low&pageNumber=2',
    ]);
    const search = (await t.app.inject('/products/search?category=&&value=Kente%20cloth')).body;
    expect(preloads(search).data).toEqual([
      '/api/home/query-products?pageNumber=1&searchValue=Kente+cloth',
    ]);
    // Nothing matches: no picture to preload.
    expect(search).not.toContain('as="image"');
  });

  it('has a product page ask for its details and its chunk', async () => {
    const html = (await t.app.inject(`/product-details/${productId}`)).body;
    expect(preloads(html)).toEqual({
      data: [`/api/products/get-product-details/${productId}`],
      modules: ['/assets/product-details-page-1.js'],
    });
  });

  it('preloads nothing for other pages or a product that does not exist', async () => {
    for (const url of ['/', '/faq', '/product-details/unknown']) {
      expect(preloads((await t.app.inject(url)).body), url).toEqual({ data: [], modules: [] });
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
