import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CreatePageRenderer, RenderPage } from '@adepa/contract/page-render';
import type { ShopSettings } from '@adepa/contract/shop';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LATER_SIZES, type LaterSize } from '../images/image-store.ts';
import { type Compression, preferredCompression } from '../lib/content-encoding.ts';
import { matchesEtag } from '../lib/etag.ts';
import {
  createKeptReplies,
  encodeReply,
  etagOf,
  type KeptReplies,
  type KeptReply,
  keptBody,
} from '../lib/kept-replies.ts';
import { gatherSources, PageSources } from '../lib/page-sources.ts';
import { pageStock } from '../lib/stock-shown.ts';
import { failurePage } from './failure-page.ts';

// Serves the web app from the api's origin. Hashed files under /assets never change, so browsers
// keep them for a year; scripts and styles go out as the brotli or gzip copies the build wrote
// beside them. Every other GET that is not an API or upload path is a page, rendered by the web
// app's server renderer with the status it decides (404 for an unknown address, a redirect for
// an address spelled otherwise than its page's one address), revalidated by the browser on each
// visit (ETag by catalogue version) and kept rendered while the catalogue is unchanged. A page
// that cannot be rendered is a plain 500 page, never half a page. The renderer (the storefront
// and React) is loaded by server.ts once the api listens, or by the first page asked for, which
// waits for it: a start answers its first requests without waiting for it.

declare module 'fastify' {
  interface FastifyInstance {
    /** Loads the page renderer if it is not loaded yet; rejects if it cannot be loaded. */
    loadPageRenderer: () => Promise<void>;
  }
}

const YEAR = 'public, max-age=31536000, immutable';
const NOT_PAGES = /^\/(api|assets|uploads)(\/|$)/;
// Pages are kept compressed only: 16 MB holds some 1,200 pages the size of /shop (13 KB of
// brotli, with room for a gzip copy), where 64 MB of plain pages held some 450.
const PAGE_CACHE_BYTES = 16 * 1024 * 1024;

/** Each app's page cache, for tests to see which addresses it keeps (the cache is the plugin's). */
const caches = new WeakMap<FastifyInstance, KeptReplies>();
export const keptPageAddresses = (app: FastifyInstance): string[] =>
  caches.get(app)?.addresses() ?? [];

export interface WebAppOptions {
  /** apps/web/dist: the browser's files in client/, the renderer in server/. */
  distDir: string;
  shop: ShopSettings;
}

export const webAppPlugin = fp(async (app: FastifyInstance, opts: WebAppOptions) => {
  const clientDir = path.join(opts.distDir, 'client');
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  const rendererFile = path.join(opts.distDir, 'server', 'entry-server.js');
  const built = existsSync(manifestFile) && existsSync(rendererFile);

  if (existsSync(clientDir)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.startsWith(path.join(clientDir, 'assets') + path.sep);
        reply.header('cache-control', hashed ? YEAR : 'public, max-age=3600');
      },
    });
  }

  const manifestText = built ? readFileSync(manifestFile, 'utf8') : '';
  let loading: Promise<RenderPage> | undefined;
  const renderer = () => (loading ??= loadRenderer(app, rendererFile, manifestText, opts.shop));
  app.decorate('loadPageRenderer', async () => {
    if (built) await renderer();
  });
  const cache = createKeptReplies({ maxBytes: PAGE_CACHE_BYTES, compressedOnly: true });
  caches.set(app, cache);

  // An edit committed while a page was being rendered may leave it made of answers read at two
  // catalogue versions: it is then rendered again, at the version read anew (a few times at most,
  // for a catalogue edited without pause).
  const RENDERS_PER_VISIT = 3;

  async function servePage(request: FastifyRequest, reply: FastifyReply, renders = 1) {
    const now = await app.catalogueVersions();
    const version = String(now.catalogue);
    const encoding = preferredCompression(request.headers['accept-encoding']);
    const keeping = app.config.catalogueCache;
    reply.header('vary', 'accept-encoding').header('cache-control', 'no-cache');

    // Only a page's one address is ever kept, so a kept page needs no asking the renderer.
    const kept = keeping ? cache.get(request.url, version) : undefined;
    if (kept) {
      if (await app.stockStillShown(kept, now.stock))
        return sendKept(request, reply, kept, encoding);
      cache.drop(request.url, kept);
    }

    const page = keeping
      ? await renderOnce(request, version, now.stock)
      : await renderWhole(request, renderer, now.stock);
    if (!page) {
      return reply
        .code(500)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(failurePage(opts.shop));
    }
    if ('location' in page) return reply.redirect(page.location, page.status);
    if (!page.sources.allAt(version) && renders < RENDERS_PER_VISIT) {
      return servePage(request, reply, renders + 1);
    }
    // Only a page that is there (200) is tagged, and kept.
    const etag = page.status === 200 ? etagOf('page', version, page.html) : undefined;
    const toKeep = keeping && etag && page.shared && page.sources.allAt(version);
    // The versions may be a moment old: an edit through another process whose notice is still on
    // its way may have landed between the answers. A page to be kept is checked against the
    // versions read now.
    const upToDate = !toKeep || (await stillAt(version));
    if (!upToDate && renders < RENDERS_PER_VISIT) return servePage(request, reply, renders + 1);
    // A page kept is compressed once for each coding, whoever asked for it first.
    if (toKeep && upToDate) {
      const current = cache.get(request.url, version);
      // Where the page shows less of a product's stock than the number, only that is checked.
      const shown = page.stockInFull
        ? pageStock(page.sources.stock, page.stockInFull, opts.shop.unitsPerLine)
        : { stock: page.sources.stock };
      const made =
        current?.etag === etag
          ? current
          : cache.set(request.url, {
              version,
              body: page.html,
              etag,
              ...shown,
              checked: page.sources.checked,
            });
      return sendKept(request, reply, made, encoding);
    }
    // A page of one visitor's own (their cart, say) is for their browser only, not a shared cache.
    if (!page.shared) reply.header('cache-control', 'private, no-cache');
    const body = encoding ? encodeReply(page.html, encoding) : page.html;
    return sendPage(request, reply, { status: page.status, etag, encoding, body });
  }

  async function stillAt(version: string): Promise<boolean> {
    return String((await app.catalogueVersions({ fresh: true })).catalogue) === version;
  }

  // A page depends on its address and the catalogue version, and shows stock at most a few
  // seconds late, so the requests for one page that arrive while it is being rendered at a
  // version wait for that render instead of each starting their own: when orders move the stock
  // of the products a page shows, its visitors pay one render between them. (Only while pages are
  // kept: with the cache off every request renders.)
  const rendering = new Map<string, ReturnType<typeof renderWhole>>();
  function renderOnce(request: FastifyRequest, version: string, stockVersion: number) {
    // The cookies too: /cart and /checkout are drawn from the shopper's.
    const key = `${version} ${request.url} ${request.headers.cookie ?? ''}`;
    let page = rendering.get(key);
    if (!page) {
      page = renderWhole(request, renderer, stockVersion).finally(() => rendering.delete(key));
      rendering.set(key, page);
    }
    return page;
  }

  app.setNotFoundHandler(async (request, reply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    if ((request.method !== 'GET' && request.method !== 'HEAD') || NOT_PAGES.test(pathname)) {
      return reply.status(404).send({ error: `Not found: ${request.method} ${pathname}` });
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><title>Not built</title><p>The web app is not built yet: run <code>npm run build</code>.</p>',
        );
    }
    return servePage(request, reply);
  });
});

/** A kept page as sent, in the coding asked for. */
function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: KeptReply,
  encoding: Compression | undefined,
) {
  const body = keptBody(kept, encoding);
  return sendPage(request, reply, { status: 200, etag: kept.etag, encoding, body });
}

/** A page as sent: the content-encoding is named only with the body it describes. */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { status: number; etag?: string; encoding?: Compression; body: Buffer },
) {
  reply.code(page.status).type('text/html; charset=utf-8');
  if (page.etag) {
    reply.header('etag', page.etag);
    if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  }
  if (page.encoding) reply.header('content-encoding', page.encoding);
  return reply.send(request.method === 'HEAD' ? undefined : page.body);
}

/**
 * The page at the request's address rendered to its last byte before any is sent, so a renderer
 * that fails, before or halfway, leaves nothing half sent: undefined then, and logged here once.
 * So does a renderer that cannot be loaded. With the page, what the catalogue answers it was
 * rendered from showed (their stock read at `stockVersion` or later).
 */
async function renderWhole(
  request: FastifyRequest,
  renderer: () => Promise<RenderPage>,
  stockVersion: number,
): Promise<
  | { status: number; location: string }
  | {
      status: number;
      html: Buffer;
      shared: boolean;
      stockInFull?: string[];
      sources: PageSources;
    }
  | undefined
> {
  try {
    const renderPage = await renderer();
    const sources = new PageSources({ version: stockVersion, at: Date.now() });
    const page = await gatherSources(sources, () =>
      renderPage(request.url, { cookie: request.headers.cookie }),
    );
    if ('location' in page) return page;
    const chunks: Uint8Array[] = [];
    await gatherSources(sources, async () => {
      for await (const chunk of page.body) chunks.push(chunk);
    });
    const html = Buffer.concat(chunks);
    return {
      status: page.status,
      html,
      shared: page.shared,
      stockInFull: page.stockInFull,
      sources,
    };
  } catch (error) {
    request.log.error({ err: error }, 'Rendering a page failed');
    return undefined;
  }
}

/** The web app's server renderer, reading the catalogue through this api without a network hop. */
async function loadRenderer(
  app: FastifyInstance,
  file: string,
  manifestText: string,
  shop: ShopSettings,
): Promise<RenderPage> {
  const { createPageRenderer } = (await import(pathToFileURL(file).href)) as {
    createPageRenderer: CreatePageRenderer;
  };
  return createPageRenderer({
    shop,
    publicUrl: app.config.publicUrl,
    manifest: JSON.parse(manifestText),
    fetch: async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      const empty = res.statusCode === 204 || res.statusCode === 304;
      return new Response(empty ? null : res.payload, {
        status: res.statusCode,
        headers: { 'content-type': String(res.headers['content-type'] ?? '') },
      });
    },
    onError: (error) =>
      app.log.error({ err: error }, 'Rendering part of a page failed; the browser renders it'),
  });
}

const LATER_SIZE_PATH = new RegExp(`^/uploads/([a-z0-9-]+)(${LATER_SIZES.join('|')})\\.webp$`);

/**
 * The stored pictures, as files. A picture stored before one of its sizes existed (or restored
 * from a backup made then) lacks it: the first request for it makes it from the display file (the
 * image store's `makeSize`), then it is served like any other.
 */
export const uploadsPlugin = fp(async (app: FastifyInstance, opts: { dir: string }) => {
  mkdirSync(opts.dir, { recursive: true });
  await app.register(async (files) => {
    files.addHook('onRequest', async (request, reply) => {
      const [, publicId, size] = LATER_SIZE_PATH.exec(request.url.split('?', 1)[0]!) ?? [];
      if (!publicId || !size) return;
      const stored = await access(path.join(opts.dir, `${publicId}${size}.webp`)).then(
        () => true,
        () => false,
      );
      if (stored) return;
      // Once made and stored, it is served as the file it now is; no such picture answers 404.
      const made = await app.images.makeSize(publicId, size as LaterSize);
      if (!made || made.stored) return;
      app.log.warn({ publicId, size }, 'could not store a size of a picture; sent it unstored');
      return reply.type('image/webp').header('cache-control', YEAR).send(made.bytes);
    });
    await files.register(fastifyStatic, {
      root: opts.dir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      setHeaders: (reply) => reply.header('cache-control', YEAR),
    });
  });
});
