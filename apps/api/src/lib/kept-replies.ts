import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { Compression } from './content-encoding.ts';

// Replies kept per address while the catalogue version they were made at is current: rendered
// pages and catalogue answers, which show the catalogue as every visitor sees it, so one copy
// serves everyone. Which addresses are kept is decided by the caller. A kept reply holds its plain
// bytes and each compressed form once made, so sending it again costs no rendering, no
// serialising and no compressing.

type KeptReply = {
  version: string;
  body: Buffer;
  encoded: Partial<Record<Compression, Buffer>>;
};

// Fast settings: a reply is compressed on its way out, while the shopper waits.
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };

export type KeptReplies = ReturnType<typeof createKeptReplies>;

export function createKeptReplies(limits: { maxBytes: number; maxEntries?: number }) {
  const replies = new LRUCache<string, KeptReply>({
    max: limits.maxEntries,
    maxSize: limits.maxBytes,
    // Room for the plain reply and its two compressed forms.
    sizeCalculation: (reply) => Math.ceil(reply.body.length * 1.5) || 1,
  });

  return {
    /** The reply at `url` made at `version`, in `encoding` (or plain); undefined if not kept. */
    get(url: string, version: string, encoding: Compression | undefined): Buffer | undefined {
      const reply = replies.get(url);
      if (!reply || reply.version !== version) return undefined;
      if (!encoding) return reply.body;
      reply.encoded[encoding] ??= encodeSync(reply.body, encoding);
      return reply.encoded[encoding];
    },

    /** Keeps the reply at `url` made at `version`, with any compressed form already made. */
    set(url: string, version: string, body: Buffer, encoded: KeptReply['encoded'] = {}): void {
      replies.set(url, { version, body, encoded });
    },

    /** The addresses kept, newest use first. */
    addresses(): string[] {
      return [...replies.keys()];
    },

    clear(): void {
      replies.clear();
    },
  };
}

/** `body` compressed off the event loop, so other requests are answered meanwhile. */
export function encodeReply(body: Buffer, encoding: Compression): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, encoded: Buffer) =>
      error ? reject(error) : resolve(encoded);
    if (encoding === 'br') brotliCompress(body, brotliOptions, done);
    else gzip(body, { level: GZIP_LEVEL }, done);
  });
}

function encodeSync(body: Buffer, encoding: Compression): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, brotliOptions)
    : gzipSync(body, { level: GZIP_LEVEL });
}

/** Names what a page depends on besides the catalogue: the build and the shop's settings. */
export function pageTag(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url').slice(0, 12);
}
