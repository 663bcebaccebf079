import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { Compression } from '../lib/content-encoding.ts';

// Rendered pages, kept per address while the catalogue version they were rendered at is current
// (every page shows the catalogue as a visitor sees it, so one copy serves everyone). Which
// addresses are kept is not decided here: the renderer says a page is kept only at its one
// address (every other spelling is redirected to it), and only when it looks the same to everyone.
// A copy keeps the plain HTML and each compressed form once made, so a kept page costs no
// rendering and no compressing.

type CachedPage = {
  version: string;
  html: Buffer;
  encoded: Partial<Record<Compression, Buffer>>;
};

const MAX_BYTES = 64 * 1024 * 1024;
// Fast settings: a page is compressed on its way out, while the shopper waits.
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache() {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: MAX_BYTES,
    // Room for the plain page and its two compressed forms.
    sizeCalculation: (page) => Math.ceil(page.html.length * 1.5) || 1,
  });

  return {
    /** The page at `url` rendered at `version`, in `encoding` (or plain); undefined if not kept. */
    get(url: string, version: string, encoding: Compression | undefined): Buffer | undefined {
      const page = pages.get(url);
      if (!page || page.version !== version) return undefined;
      if (!encoding) return page.html;
      page.encoded[encoding] ??= encodeSync(page.html, encoding);
      return page.encoded[encoding];
    },

    /** Keeps the page at `url` rendered at `version`, with the compressed form already made. */
    set(url: string, version: string, html: Buffer, encoded: CachedPage['encoded'] = {}): void {
      pages.set(url, { version, html, encoded });
    },

    /** The addresses kept, newest use first. */
    addresses(): string[] {
      return [...pages.keys()];
    },
  };
}

/** `html` compressed off the event loop, so other requests are answered meanwhile. */
export function encodePage(html: Buffer, encoding: Compression): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, encoded: Buffer) =>
      error ? reject(error) : resolve(encoded);
    if (encoding === 'br') brotliCompress(html, brotliOptions, done);
    else gzip(html, { level: GZIP_LEVEL }, done);
  });
}

function encodeSync(html: Buffer, encoding: Compression): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, brotliOptions)
    : gzipSync(html, { level: GZIP_LEVEL });
}

/** Names what a page depends on besides the catalogue: the build and the shop's settings. */
export function pageTag(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url').slice(0, 12);
}
