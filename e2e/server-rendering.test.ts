import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from './fixtures.ts';
import { seededProducts } from './helpers/catalogue.ts';
import { shopUrl } from './helpers/shop.ts';

// The pages as the server sends them, read without a browser: what a link preview, a search
// engine or a phone before its scripts run gets. The shop runs with its demo catalogue.

const base = () => shopUrl();
const page = (path: string, init?: RequestInit) => fetch(new URL(path, base()), init);
const html = async (path: string) => (await page(path)).text();

/** An attribute's text as HTML escapes it, read back. */
const unescapeHtml = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
const meta = (document: string, key: string) => {
  const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(document);
  return found ? unescapeHtml(found[1] ?? '') : undefined;
};
const jsonLd = (document: string) => {
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(document)?.[1];
  return json ? JSON.parse(json) : undefined;
};
/** The document's text without its tags, scripts and data, as a reader sees it. */
const text = (document: string) =>
  unescapeHtml(
    document
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );

test.describe('the first screen is in the HTML', () => {
  test('shop listing: the cards with names, prices, pictures and ratings, the filters and the pager', async () => {
    const listing = (await (await page('/api/home/query-products?pageNumber=1')).json()) as {
      products: { _id: string; name: string; discount: number }[];
      totalProduct: number;
      parPage: number;
    };
    const document = await html('/shop');
    const words = text(document);
    for (const product of listing.products) {
      expect(document).toContain(`href="/product-details/${product._id}"`);
      expect(words).toContain(product.name.slice(0, 40));
      expect(words).toContain(`₵${product.discount.toFixed(2)}`);
    }
    expect(document).toMatch(/<img [^>]*srcSet="[^"]+-w400\.webp 400w/);
    expect(document).toMatch(/aria-label="Rated [\d.]+ out of 5"/);
    expect(words).toContain(`${listing.totalProduct} Products`);
    expect(words).toContain('Filter Product');
    expect(document).toContain('href="/shop?page=2"');
  });

  test('a filtered listing shows what its address asks for, in its order', async () => {
    const [product] = await seededProducts();
    const { category } = (await (await page(`/api/products/${product!._id}`)).json()) as {
      category: { name: string };
    };
    const query = `category=${encodeURIComponent(category.name)}`;
    const expected = (await (
      await page(`/api/home/query-products?${query}&sortPrice=high-to-low&pageNumber=1`)
    ).json()) as { products: { _id: string }[] };
    const document = await html(`/products?${query}&sort=high-to-low`);
    expect(document).toContain(`<title>${category.name} | Adepa</title>`);
    const shown = [...document.matchAll(/<a [^>]*href="\/product-details\/([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect([...new Set(shown)]).toEqual(expected.products.map((p) => p._id));
  });

  test('product page: gallery, price, stock, description, features, review summary and first reviews', async () => {
    const products = await seededProducts();
    const reviewed = products.find((p) => p.numReviews > 0)!;
    const details = (await (
      await page(`/api/products/get-product-details/${reviewed._id}`)
    ).json()) as {
      product: {
        name: string;
        discount: number;
        stock: number;
        description: string;
        features: string[];
        image: { url: string }[];
      };
    };
    const reviews = (await (
      await page(`/api/products/customer/get-reviews/${reviewed._id}?pageNo=1`)
    ).json()) as { reviews: { review: string }[]; totalReview: number };
    const document = await html(`/product-details/${reviewed._id}`);
    const words = text(document);
    const { product } = details;
    expect(words).toContain(product.name);
    expect(words).toContain(`₵${product.discount.toFixed(2)}`);
    expect(words).toContain(product.stock > 0 ? `In Stock: ${product.stock}` : 'Out of stock');
    expect(words).toContain(product.description.slice(0, 60));
    for (const feature of product.features) expect(words).toContain(feature);
    expect(document).toContain(product.image[0]!.url.replace(/\.webp$/, ''));
    expect(words).toMatch(/out of 5/);
    expect(reviews.reviews.length).toBeGreaterThan(0);
    expect(words).toContain(reviews.reviews[0]!.review.slice(0, 40));
  });

  test('home: top categories and new arrivals', async () => {
    const categories = (await (await page('/api/category/categories')).json()) as {
      name: string;
    }[];
    const words = text(await html('/'));
    for (const category of categories) expect(words).toContain(category.name);
    expect(words).toContain('New Arrivals');
  });
});

test.describe('status codes', () => {
  for (const path of ['/no/such/page', '/product-details/no-such-product', '/shop/extra']) {
    test(`${path} answers 404 with the page that says so`, async () => {
      const res = await page(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(text(await res.text())).toContain('We are sorry, page not found.');
    });
  }

  test('a short address is a real redirect', async () => {
    const res = await page('/admin', { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/admin/dashboard-summary');
  });
});

test.describe('every page has one address', () => {
  test('the shop’s own links on a filtered listing lead straight to their pages', async () => {
    const [product] = await seededProducts();
    const { category } = (await (await page(`/api/products/${product!._id}`)).json()) as {
      category: { name: string };
    };
    const listing = `/products?${new URLSearchParams({ category: category.name, sort: 'high-to-low' })}`;
    const res = await page(listing, { redirect: 'manual' });
    expect(res.status).toBe(200);
    // Pager, filters, sort, categories, products, the header's links: none is redirected.
    const links = [...(await res.text()).matchAll(/<a [^>]*href="(\/[^"]*)"/g)]
      .map((m) => unescapeHtml(m[1]!).split('#')[0]!)
      .filter((href) => !/^\/(api|assets|uploads)\//.test(href));
    expect(links.length).toBeGreaterThan(20);
    for (const href of new Set(links)) {
      expect((await page(href, { redirect: 'manual' })).status, href).toBe(200);
    }
  });

  test('another spelling is redirected to it, and the head names only it', async () => {
    const res = await page('/shop?utm_source=sms&page=2&x=1', { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/shop?page=2');
    const document = await html('/shop?page=2');
    expect(document).toMatch(/<link rel="canonical" href="http:\/\/[^/]+\/shop\?page=2"\/>/);
    expect(meta(document, 'og:url')).toMatch(/^http:\/\/[^/]+\/shop\?page=2$/);
  });

  for (const path of ['/product-details/not-a-uuid', `/product-details/${'a'.repeat(5000)}`]) {
    test(`${path.slice(0, 40)} answers 404 with the page that says so`, async () => {
      const res = await page(path);
      expect(res.status).toBe(404);
      expect(text(await res.text())).toContain('We are sorry, page not found.');
    });
  }
});

test.describe('the head comes from the page', () => {
  test('a product page: title, description, canonical address, link previews and schema.org data', async () => {
    const [product] = await seededProducts();
    const document = await html(`/product-details/${product!._id}`);
    // Absolute, on the shop's public address (PUBLIC_URL: localhost here).
    const url = meta(document, 'og:url');
    expect(url).toMatch(new RegExp(`^http://[^/]+/product-details/${product!._id}$`));
    expect(document).toContain(`<title>${product!.name} | Adepa</title>`);
    expect(meta(document, 'og:title')).toBe(`${product!.name} | Adepa`);
    expect(meta(document, 'og:type')).toBe('product');
    expect(meta(document, 'og:image')).toMatch(/^http:\/\/[^/]+\/uploads\/.+\.webp$/);
    expect(meta(document, 'twitter:card')).toBe('summary_large_image');
    expect(meta(document, 'description')).toMatch(/^₵[\d,]+\.\d{2}\. /);
    expect(document.match(/name="description"/g)).toHaveLength(1);
    expect(document.match(/<title>/g)).toHaveLength(1);
    expect(document).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(jsonLd(document)).toMatchObject({ '@type': 'Product', name: product!.name });
    // Everything in the head comes before the page's own markup.
    expect(document.indexOf('og:title')).toBeLessThan(document.indexOf('<body'));
  });

  test("a product page's schema.org offer: one for a product without sizes, one per size and colour with its SKU, price and stock", async () => {
    const products = await seededProducts();
    const plain = products.find((p) => !p.sizes.length && !p.colors.length);
    const plainPage = await html(`/product-details/${plain!._id}`);
    expect(jsonLd(plainPage)).toMatchObject({
      offers: { '@type': 'Offer', priceCurrency: 'GHS', url: meta(plainPage, 'og:url') },
    });

    const sized = products.find((p) => p.sizes.length > 0);
    const { variants } = (await (await page(`/api/products/${sized!._id}`)).json()) as {
      variants: { sku: string | null; stock: number }[];
    };
    const { offers } = jsonLd(await html(`/product-details/${sized!._id}`)) as {
      offers: { '@type': string; sku: string; price: string; availability: string }[];
    };
    expect(offers).toHaveLength(variants.length);
    offers.forEach((offer, index) => {
      expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'GHS' });
      expect(offer.price).toMatch(/^\d+\.\d{2}$/);
      if (variants[index]!.sku) expect(offer.sku).toBe(variants[index]!.sku);
      expect(offer.availability).toBe(
        `https://schema.org/${variants[index]!.stock > 0 ? 'InStock' : 'OutOfStock'}`,
      );
    });
  });

  test('the shop pages have their own titles and descriptions, and the shop is described elsewhere', async () => {
    const faq = await html('/faq');
    expect(faq).toContain('<title>Frequently Asked Questions | Adepa</title>');
    expect(meta(faq, 'description')).toMatch(/48 hours/);
    const home = await html('/');
    expect(home).toContain('<title>Adepa: Good things, delivered. Pay when it arrives.</title>');
    expect(meta(home, 'description')).toMatch(/Kumasi/);
    expect(jsonLd(home)).toBeUndefined();
  });

  for (const path of [
    '/profile',
    '/customer/dashboard/orders',
    '/admin/dashboard-summary',
    '/cart',
    '/users/login',
  ]) {
    test(`${path} is a shell kept out of search engines, with no one’s data`, async () => {
      const res = await page(path);
      expect(res.status).toBe(200);
      const document = await res.text();
      expect(meta(document, 'robots')).toBe('noindex');
      expect(document).not.toMatch(/@example\.com|owner@adepa/);
    });
  }
});

test.describe('serving', () => {
  for (const [accept, encoding] of [
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
  ] as const) {
    test(`compresses a page for "${accept}" as ${encoding}`, async () => {
      // fetch would decompress on its own; the raw bytes show what was sent.
      const res = await page('/shop', { headers: { 'accept-encoding': accept } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
    });
  }

  test('sends the same page compressed and plain', async () => {
    const { request } = await import('node:http');
    const raw = (accept: string) =>
      new Promise<Buffer>((resolve, reject) => {
        request(new URL('/faq', base()), { headers: { 'accept-encoding': accept } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        })
          .on('error', reject)
          .end();
      });
    const plain = (await raw('identity')).toString();
    expect(brotliDecompressSync(await raw('br')).toString()).toBe(plain);
    expect(gunzipSync(await raw('gzip')).toString()).toBe(plain);
  });

  test('lets the browser keep a page until the catalogue changes', async () => {
    const first = await page('/faq');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"page-/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await page('/faq', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });
});
