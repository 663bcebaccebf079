import { paths } from '@adepa/contract/paths';
import { parseShopFilters, shopFiltersSearch } from '@adepa/contract/shop-filters';
import type { FastifyPluginAsync } from 'fastify';
import { errorReplies } from '../../lib/error-replies.ts';
import { createCategoryRepository } from '../categories/index.ts';
import { createProductRepository } from '../products/index.ts';

// For search engines: which pages to read (the storefront, never accounts, carts or admin),
// and where the list of every category and product page is.

const STATIC_PAGES = [
  paths.home(),
  paths.shop(),
  paths.about(),
  paths.contact(),
  paths.faq(),
  paths.terms(),
  paths.privacy(),
];
const MAX_URLS = 50_000;
/** Not in the API docs; it reads the database, so it can fail like the API's routes. */
const sitemapSchema = { hide: true, response: errorReplies() };

/** A category's listing at its one address, as the shop's own links write it (no redirect). */
const categoryPage = (name: string) =>
  `${paths.products()}?${shopFiltersSearch(parseShopFilters(new URLSearchParams({ category: name })))}`;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

export const seoRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.publicUrl;
  const categoryRepo = createCategoryRepository(app.db);
  const productRepo = createProductRepository(app.db);

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = ['User-agent: *', 'Allow: /'];
    for (const path of [
      '/api/',
      paths.admin.root(),
      '/customer/',
      paths.cart(),
      paths.checkout(),
      paths.profile(),
      paths.changePassword(),
      '/users/',
    ]) {
      lines.push(`Disallow: ${path}`);
    }
    lines.push('', `Sitemap: ${base}/sitemap.xml`, '');
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: sitemapSchema }, async (_request, reply) => {
    const [categoryRows, productRows] = await Promise.all([
      categoryRepo.changedAt(),
      productRepo.changedAt(MAX_URLS - STATIC_PAGES.length - 500),
    ]);
    const entry = (path: string, updated?: Date) =>
      `<url><loc>${escapeXml(base + path)}</loc>${updated ? `<lastmod>${updated.toISOString()}</lastmod>` : ''}</url>`;
    const urls = [
      ...STATIC_PAGES.map((path) => entry(path)),
      ...categoryRows.map((c) => entry(categoryPage(c.name), c.updatedAt)),
      ...productRows.map((p) => entry(paths.product(p.id), p.updatedAt)),
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });
};
