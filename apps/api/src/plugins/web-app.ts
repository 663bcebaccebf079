import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ShopSettings } from '@adepa/contract/shop';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Serves the built web app from the api's origin. Hashed files under /assets never change, so
// browsers keep them for a year; index.html is always revalidated and carries the shop's settings.
// Any path that is not an API, asset or upload path gets index.html and the app's router decides.

const YEAR = 'public, max-age=31536000, immutable';
const NO_FALLBACK = /^\/(api|assets|uploads)(\/|$)/;

export interface WebAppOptions {
  distDir: string;
  shop: ShopSettings;
}

export function renderIndexHtml(template: string, shop: ShopSettings): string {
  const json = JSON.stringify(shop).replaceAll('<', '\\u003c');
  return template
    .replace(
      '<!--shop-settings-->',
      `<script type="application/json" id="shop-settings">${json}</script>`,
    )
    .replace(
      /<title>[^<]*<\/title>/,
      `<title>${escapeHtml(`${shop.name}: ${shop.tagline}`)}</title>`,
    );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const webAppPlugin = fp(async (app: FastifyInstance, opts: WebAppOptions) => {
  const indexFile = path.join(opts.distDir, 'index.html');
  const built = existsSync(indexFile);
  const indexHtml = built
    ? renderIndexHtml(readFileSync(indexFile, 'utf8'), opts.shop)
    : '<!doctype html><title>Not built</title><p>The web app is not built yet: run <code>npm run build</code>.</p>';
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      prefix: '/',
      index: false,
      wildcard: false,
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (reply, filePath) => {
        const hashed = filePath.startsWith(path.join(opts.distDir, 'assets') + path.sep);
        reply.header('cache-control', hashed ? YEAR : 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || NO_FALLBACK.test(pathname)) {
      return reply.status(404).send({ error: `Not found: ${request.method} ${pathname}` });
    }
    return reply
      .status(built ? 200 : 503)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
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
