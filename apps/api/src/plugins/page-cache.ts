import { createHash } from 'node:crypto';
import { pipeline, Readable, Transform } from 'node:stream';
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
} from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { Compression } from '../lib/content-encoding.ts';

// Rendered pages, kept per address while the catalogue version they were rendered at is current
// (every page shows the catalogue as a visitor sees it, so one copy serves everyone). A page is
// compressed as it streams out; its copy keeps the plain HTML and each compressed form once made,
// so a cached page costs no rendering and no compressing.

type CachedPage = {
  version: string;
  html: Buffer;
  encoded: Partial<Record<Compression, Buffer>>;
};

const MAX_BYTES = 64 * 1024 * 1024;
// Fast settings: a page is compressed on its way out, while the shopper waits.
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

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

    /**
     * `body` compressed in `encoding` as it streams; once it has all gone through, a copy is kept
     * under `url` when `keep` says so.
     */
    stream(
      body: AsyncIterable<Uint8Array>,
      encoding: Compression | undefined,
      keep: { url: string; version: string } | undefined,
      onError: (error: Error) => void,
    ): Readable {
      const html: Buffer[] = [];
      const encoded: Buffer[] = [];
      const store = () => {
        if (!keep) return;
        const page: CachedPage = { version: keep.version, html: Buffer.concat(html), encoded: {} };
        if (encoding) page.encoded[encoding] = Buffer.concat(encoded);
        pages.set(keep.url, page);
      };
      const source = Readable.from(body);
      const done = (error: Error | null) => error && onError(error);
      if (!encoding) return pipeline(source, collect(html, store), done);
      const compressor =
        encoding === 'br'
          ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
          : createGzip({ level: GZIP_LEVEL });
      return pipeline(source, collect(html), compressor, collect(encoded, store), done);
    },
  };
}

/** Passes chunks on, keeping a copy; `onEnd` runs once the last one has passed. */
function collect(into: Buffer[], onEnd?: () => void): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, next) {
      into.push(chunk);
      next(null, chunk);
    },
    flush(next) {
      onEnd?.();
      next();
    },
  });
}

function encodeSync(html: Buffer, encoding: Compression): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(html, { level: GZIP_LEVEL });
}

/** Names what a page depends on besides the catalogue: the build and the shop's settings. */
export function pageTag(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url').slice(0, 12);
}
