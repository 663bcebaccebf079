import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { preferredCompression } from '../lib/content-encoding.ts';
import { matchesEtag } from '../lib/etag.ts';
import { freshRead } from '../lib/fresh-read.ts';
import { keptRead } from '../lib/kept-read.ts';
import { createKeptReplies, etagOf, keptBody } from '../lib/kept-replies.ts';
import { noteAnswerShown } from '../lib/page-sources.ts';
import {
  type StockChecked,
  type StockKept,
  type StockShown,
  stockCheck,
  stockShownIn,
} from '../lib/stock-shown.ts';

// Catalogue reads (routes with `config: { catalogueCache: true }`) are answered from a small
// in-process cache (the most recently used answers, bounded in count and size) and carry an
// ETag. Both are keyed by the catalogue version, which database triggers raise in the same
// transaction as any write to products, images, categories or reviews (at its commit, after the
// write's own row locks, so that orders never deadlock on them): an edit (a name, a price, a
// picture, a category, a review, a product added or removed) makes every process's cache and
// every browser's copy stale the moment it commits (for another process on PostgreSQL, the moment
// the notice of its commit arrives), and browsers revalidate (no-cache), usually to a 304.
// A change of stock alone (an order, a cancellation) raises the stock version instead, and stale
// only the answers that show that product's stock: each kept answer (and each page rendered from
// them, plugins/web-app.ts) is checked against the stock in the table when it is due, at most
// STOCK_SHOWN_WITHIN_SECONDS (5) after it was last known true (lib/stock-shown.ts). Orders
// themselves are always checked against the stock in the table.

declare module 'fastify' {
  interface FastifyContextConfig {
    catalogueCache?: boolean;
  }
  interface FastifyInstance {
    /**
     * The catalogue's and the stock's versions: one read shared by concurrent callers, kept for a
     * moment where the database tells of other writers. `fresh` reads them anew where another
     * process may have edited the catalogue since (on the embedded database none can, and this
     * process lets go of what it kept whenever it writes).
     */
    catalogueVersions: (options?: { fresh?: boolean }) => Promise<CatalogueVersions>;
    /** Whether a kept reply still shows the stock in the table, or shows it late enough to keep. */
    stockStillShown: (kept: StockKept, stockVersion: number) => Promise<boolean>;
  }
  interface FastifyRequest {
    catalogueVersion?: string;
    stockChecked?: StockChecked;
    stockShown?: StockShown;
    servedFromCache?: boolean;
  }
}

const MAX_ENTRIES = 500;
const MAX_BYTES = 32 * 1024 * 1024;
/** How long a process keeps the versions it read (at most the stock's window). */
const VERSIONS_KEPT_MS = 1000;
/** The channel on which a commit that edits the catalogue tells every process (migration 0031). */
export const CATALOGUE_CHANGED = 'catalogue_changed';

export interface CatalogueVersions {
  catalogue: number;
  stock: number;
}

/** The reads of the catalogue's tables the cache needs, handed to it by app.ts. */
export interface CatalogueReads {
  /** The catalogue's and the stock's versions as one read of the database sees them. */
  readVersions: () => Promise<CatalogueVersions>;
  /** The stock of the products named, by id (a product no longer there is left out). */
  readStock: (ids: string[]) => Promise<StockShown>;
}

export const catalogueCachePlugin = fp(async (app: FastifyInstance, reads: CatalogueReads) => {
  let cachedVersion = '';
  // The JSON as sent, and its brotli and gzip forms once asked for.
  const entries = createKeptReplies({ maxBytes: MAX_BYTES, maxEntries: MAX_ENTRIES });

  // The versions read are kept for at most VERSIONS_KEPT_MS (within the stock's window), and let
  // go of at once when one of this process's own requests writes (any but a GET or HEAD): an
  // answer from the cache touches no database in between. On the embedded database this process
  // is the only writer; what it writes outside a request (a payment hold that ran out gives its
  // stock back) shows within that moment. On PostgreSQL other processes write too: an edit of the
  // catalogue through any of them is noticed at once (LISTEN, the notice its commit sends), and
  // an order's change of stock within VERSIONS_KEPT_MS. A database shared in a way nothing tells
  // of (an embedded one handed in by tests, which write to it directly) is read for every request.
  // A read begins after the request that asked for it arrived, and concurrent requests share it.
  const soleWriter = app.database.soleWriter;
  const listen = soleWriter ? undefined : app.database.listen;
  const versions = keptRead(freshRead(reads.readVersions), {
    maxAgeMs: soleWriter || listen ? Math.min(VERSIONS_KEPT_MS, app.config.stockShownWithinMs) : 0,
  });
  if (listen) {
    const stopListening = await listen(CATALOGUE_CHANGED, versions.forget);
    app.addHook('onClose', stopListening);
  }
  app.decorate('catalogueVersions', (options?: { fresh?: boolean }) => {
    if (options?.fresh && !soleWriter) versions.forget();
    return versions.read();
  });
  app.decorate(
    'stockStillShown',
    stockCheck({
      withinMs: app.config.stockShownWithinMs,
      readStock: reads.readStock,
    }),
  );

  async function answerFromCache(request: FastifyRequest, reply: FastifyReply) {
    const now = await versions.read();
    const version = String(now.catalogue);
    if (version !== cachedVersion) {
      entries.clear();
      cachedVersion = version;
    }
    request.catalogueVersion = version;
    // What the handler reads is at least this new.
    request.stockChecked = { version: now.stock, at: Date.now() };
    reply.header('cache-control', 'no-cache');
    if (!app.config.catalogueCache) return;
    const kept = entries.get(request.url, version);
    if (!kept) return;
    if (!(await app.stockStillShown(kept, now.stock))) {
      entries.drop(request.url, kept);
      return;
    }
    noteAnswerShown({ catalogueVersion: version, stock: kept.stock, checked: kept.checked });
    request.servedFromCache = true;
    reply.header('etag', kept.etag);
    if (matchesEtag(request.headers['if-none-match'], kept.etag)) return reply.code(304).send();
    const encoding = preferredCompression(request.headers['accept-encoding']);
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(keptBody(kept, encoding));
  }

  async function noteStock(request: FastifyRequest, _reply: FastifyReply, payload: unknown) {
    request.stockShown = stockShownIn(payload);
    return payload;
  }

  async function keep(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const { catalogueVersion: version, stockChecked: checked } = request;
    if (version === undefined || checked === undefined || request.servedFromCache) return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const body = Buffer.from(payload);
    const stock = request.stockShown ?? new Map<string, number>();
    const etag = etagOf('catalogue', version, body);
    noteAnswerShown({ catalogueVersion: version, stock, checked });
    if (app.config.catalogueCache && version === cachedVersion) {
      entries.set(request.url, { version, body, etag, stock, checked });
    }
    reply.header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return null;
    }
    return payload;
  }

  async function written(_request: FastifyRequest, _reply: FastifyReply, payload: unknown) {
    versions.forget();
    return payload;
  }

  // The hooks go on the routes that need them, not on every request: the catalogue's GET routes
  // answer from the cache, and every route that may write (any method but GET and HEAD) lets go
  // of the versions read.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (route.config?.catalogueCache && methods.includes('GET')) {
      route.onRequest = [answerFromCache, ...[route.onRequest ?? []].flat()];
      route.preSerialization = [noteStock, ...[route.preSerialization ?? []].flat()];
      // Before the compression's own hook: what is kept is the JSON as serialised.
      route.onSend = [keep, ...[route.onSend ?? []].flat()];
    }
    if (methods.some((method) => method !== 'GET' && method !== 'HEAD')) {
      route.onSend = [...[route.onSend ?? []].flat(), written];
    }
  });
});
