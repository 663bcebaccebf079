import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { Compression } from './content-encoding.ts';
import type { StockKept } from './stock-shown.ts';

// Replies kept per address while the catalogue version they were made at is current: rendered
// pages and catalogue answers, which show the catalogue as every visitor sees it, so one copy
// serves everyone. Which addresses are kept is decided by the caller. A kept reply holds its plain
// bytes, its ETag and each compressed form once made, so sending it again costs no rendering, no
// serialising, no hashing and no compressing; and the stock it shows, which the caller checks
// before sending it (lib/stock-shown.ts). Replies that only browsers ask for (pages) may be kept
// compressed only (`compressedOnly`): brotli is a seventh of an HTML page's plain bytes, and the
// rare client that takes no brotli gets the plain or gzip bytes made from it.

export interface KeptReply extends StockKept {
  version: string;
  /** The plain bytes; absent from a reply kept compressed only. */
  body?: Buffer;
  etag: string;
  encoded: Partial<Record<Compression, Buffer>>;
}

// Fast settings: a reply is compressed on its way out, while the shopper waits.
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };

export type KeptReplies = ReturnType<typeof createKeptReplies>;

export function createKeptReplies(limits: {
  maxBytes: number;
  maxEntries?: number;
  compressedOnly?: boolean;
}) {
  const replies = new LRUCache<string, KeptReply>({
    max: limits.maxEntries,
    maxSize: limits.maxBytes,
    // Room for the plain reply and its two compressed forms; compressed only, for the brotli
    // form and a gzip one (about half again as large).
    sizeCalculation: (reply) =>
      Math.ceil(reply.body ? reply.body.length * 1.5 : (reply.encoded.br?.length ?? 0) * 2.5) || 1,
  });

  return {
    /** The reply kept at `url` if it was made at `version`. */
    get(url: string, version: string): KeptReply | undefined {
      const reply = replies.get(url);
      return reply?.version === version ? reply : undefined;
    },

    /** Keeps `reply` at `url`, in place of what was kept there. */
    set(url: string, { body, ...reply }: Omit<KeptReply, 'encoded'> & { body: Buffer }): KeptReply {
      const kept: KeptReply = limits.compressedOnly
        ? { ...reply, encoded: { br: encodeReply(body, 'br') } }
        : { ...reply, body, encoded: {} };
      replies.set(url, kept);
      return kept;
    },

    /** Lets go of the reply at `url` if it is still `reply` (another may have been kept since). */
    drop(url: string, reply: KeptReply): void {
      if (replies.peek(url) === reply) replies.delete(url);
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

/** A kept reply's bytes in `encoding` (or plain), each compressed form made once. */
export function keptBody(reply: KeptReply, encoding: Compression | undefined): Buffer {
  if (!encoding) return plainOf(reply);
  reply.encoded[encoding] ??= encodeReply(plainOf(reply), encoding);
  return reply.encoded[encoding];
}

/** The plain bytes, kept or (for a reply kept compressed only) made again from its brotli. */
function plainOf(reply: KeptReply): Buffer {
  return reply.body ?? brotliDecompressSync(reply.encoded.br!);
}

/** A strong ETag for `body` as made at catalogue `version`: `"<kind>-<version>-<hash>"`. */
export function etagOf(kind: string, version: string, body: Buffer): string {
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 16);
  return `"${kind}-${version}-${hash}"`;
}

/**
 * `body` compressed now, on the event loop: about a millisecond for a shop page at these settings.
 * Handing it to a worker thread instead took more CPU (1.2 ms alone, 2.3 ms with ten at once, each
 * encoder's memory then held at the same time) on a core the renders need too.
 */
export function encodeReply(body: Buffer, encoding: Compression): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, brotliOptions)
    : gzipSync(body, { level: GZIP_LEVEL });
}
