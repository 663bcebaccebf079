import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ShopSettings } from '@adepa/contract/shop';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PageMeta } from '../modules/seo/page-meta.ts';
import { sendEncoded } from './encode-text.ts';

// Serves the built web app from the api's origin. Hashed files under /assets never change, so
// browsers keep them for a year; index.html is always revalidated and carries the shop's settings.
// Scripts and styles go out as the brotli or gzip copies the build wrote beside them.
// Any path that is not an API, asset or upload path gets index.html and the app's router decides.

const YEAR = 'public, max-age=31536000, immutable';
const NO_FALLBACK = /^\/(api|assets|uploads)(\/|$)/;

export interface WebAppOptions {
  distDir: string;
  shop: ShopSettings;
  /** The title, description and link-preview tags of a page, for its HTML. */
  pageMeta: (pathname: string, search: URLSearchParams) => Promise<PageMeta>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside a <script> element: `<` is escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** Vite's build manifest: per source module, its chunk file and the chunks it imports. */
type Manifest = Record<string, { file: string; imports?: string[] }>;

/**
 * The files a lazily loaded page module needs that the entry script does not already bring, its
 * own chunk first. Without them in the HTML the browser learns of them only once the entry runs.
 */
export function pageChunks(manifest: Manifest, pageModule: string | undefined): string[] {
  const reach = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) reach(imported, seen);
  };
  const entry = new Set<string>();
  reach('index.html', entry);
  const page = new Set<string>();
  if (pageModule) reach(pageModule, page);
  return [...page].filter((key) => !entry.has(key)).map((key) => `/${manifest[key]?.file}`);
}

export function renderIndexHtml(
  template: string,
  shop: ShopSettings,
  meta: PageMeta,
  chunks: string[] = [],
): string {
  const tag = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
    value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />` : '';
  const preload = meta.preloadImage;
  const head = [
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    // Same srcset and sizes as the app's <img>, so the browser picks the same file and reuses it.
    preload
      ? `<link rel="preload" as="image" imagesrcset="${escapeHtml(preload.srcset)}" imagesizes="${escapeHtml(preload.sizes)}" fetchpriority="high" />`
      : '',
    // The app's fetch sends cookies (credentials: 'include'): use-credentials is that same mode,
    // and only a preload made like the later request is handed to it instead of fetching twice.
    meta.preloadData
      ? `<link rel="preload" as="fetch" href="${escapeHtml(meta.preloadData)}" crossorigin="use-credentials" />`
      : '',
    ...chunks.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`),
    tag('property', 'og:site_name', shop.name),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.url),
    tag('property', 'og:image', meta.image),
    tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    tag('name', 'twitter:image', meta.image),
    meta.jsonLd ? `<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>` : '',
    `<script type="application/json" id="shop-settings">${scriptJson(shop)}</script>`,
  ].filter(Boolean);
  return template
    .replace('<!--shop-settings-->', head.join('\n    '))
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/, tag('name', 'description', meta.description));
}

export const webAppPlugin = fp(async (app: FastifyInstance, opts: WebAppOptions) => {
  const indexFile = path.join(opts.distDir, 'index.html');
  const built = existsSync(indexFile);
  const template = built ? readFileSync(indexFile, 'utf8') : undefined;
  const manifestFile = path.join(opts.distDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : {};
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      prefix: '/',
      index: false,
      wildcard: false,
      preCompressed: true,
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (reply, filePath) => {
        const hashed = filePath.startsWith(path.join(opts.distDir, 'assets') + path.sep);
        reply.header('cache-control', hashed ? YEAR : 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    if ((request.method !== 'GET' && request.method !== 'HEAD') || NO_FALLBACK.test(url.pathname)) {
      return reply.status(404).send({ error: `Not found: ${request.method} ${url.pathname}` });
    }
    if (!template) {
      return reply
        .status(503)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><title>Not built</title><p>The web app is not built yet: run <code>npm run build</code>.</p>',
        );
    }
    const meta = await opts.pageMeta(url.pathname, url.searchParams);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const chunks = pageChunks(manifest, meta.pageModule);
    return sendEncoded(request, reply, renderIndexHtml(template, opts.shop, meta, chunks));
  });
});

export const uploadsPlugin = fp(async (app: FastifyInstance, opts: { dir: string }) => {
  mkdirSync(opts.dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.dir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders: (reply) => reply.header('cache-control', YEAR),
  });
});
