import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { preferredCompression } from '../lib/content-encoding.ts';
import { matchesEtag } from '../lib/etag.ts';
import { freshRead } from '../lib/fresh-read.ts';
import { createKeptReplies } from '../lib/kept-replies.ts';
import { preparedOnce } from '../lib/prepared.ts';

// Catalogue reads (routes with `config: { catalogueCache: true }`) are answered from a small
// in-process cache (the most recently used answers, bounded in count and size) and carry an
// ETag. Both are keyed by the catalogue's versions, which database triggers raise in the same
// transaction as any write to products, images, categories or reviews (at its commit, after the
// write's own row locks, so that orders never deadlock on them):
// - an edit (a name, a price, a picture, a category, a review, a product added or removed)
//   raises the catalogue version: every process's cache and every browser's copy is stale the
//   moment it commits, and browsers revalidate (no-cache), usually to a 304;
// - a change of stock alone (an order, a cancellation) raises the stock version, which caches
//   take up at most STOCK_SHOWN_WITHIN_SECONDS (5) after the last time they did: a stream of
//   orders costs each cached page one new render every few seconds, not one per order. Orders
//   themselves are always checked against the stock in the table.

declare module 'fastify' {
  interface FastifyContextConfig {
    catalogueCache?: boolean;
  }
  interface FastifyInstance {
    /**
     * What caches of the catalogue key on: its version now (one read shared by concurrent
     * callers) and the stock version of at most a few seconds ago.
     */
    currentCatalogueVersion: () => Promise<string>;
  }
  interface FastifyRequest {
    catalogueVersion?: string;
    servedFromCache?: boolean;
  }
}

const MAX_ENTRIES = 500;
const MAX_BYTES = 32 * 1024 * 1024;

export interface CatalogueVersions {
  catalogue: number;
  stock: number;
}

/** The catalogue's and the stock's versions as this connection's snapshot sees them. */
export async function catalogueVersions(db: Db): Promise<CatalogueVersions> {
  // Asked for by every batch of catalogue reads: a prepared statement, built and planned once.
  const versions = preparedOnce(db, 'catalogue_versions', () =>
    db
      .select({
        catalogue: sql<string | number | null>`(select sum(version) from catalogue_state)`,
        stock: sql<string | number | null>`(select sum(version) from stock_state)`,
      })
      .from(sql`(values (1)) as one`)
      .prepare('catalogue_versions'),
  );
  const [row] = await versions.execute();
  return { catalogue: Number(row?.catalogue ?? 0), stock: Number(row?.stock ?? 0) };
}

/**
 * The key of what caches hold: the catalogue version as read, and the stock version as last taken
 * up. A change of stock is taken up at once when none was in the last `withinMs`, else once that
 * much time has passed since the last one (`now` for tests).
 */
export function catalogueKeys(withinMs: number, now: () => number = Date.now) {
  let stock: { version: number; at: number } | undefined;
  return ({ catalogue, stock: latest }: CatalogueVersions): string => {
    if (!stock) stock = { version: latest, at: Number.NEGATIVE_INFINITY };
    else if (latest !== stock.version && now() - stock.at >= withinMs)
      stock = { version: latest, at: now() };
    return `${catalogue}.${stock.version}`;
  };
}

export const catalogueCachePlugin = fp(async (app: FastifyInstance) => {
  let cachedVersion = '';
  // The JSON as sent, and its brotli and gzip forms once asked for.
  const entries = createKeptReplies({ maxBytes: MAX_BYTES, maxEntries: MAX_ENTRIES });

  // On PostgreSQL every request reads the versions after it arrived (a write through another
  // process is seen at once), but concurrent requests share one read. On the embedded database
  // this process is the only writer: the versions it read stay true until one of its own requests
  // writes (any but a GET or HEAD), so an answer from the cache touches no database at all.
  const keyOf = catalogueKeys(app.config.stockShownWithinMs);
  const readVersions = freshRead(() => catalogueVersions(app.db));
  const versions = app.database.soleWriter
    ? keptUntilWritten(readVersions)
    : { read: readVersions, written() {} };
  const currentVersion = async () => keyOf(await versions.read());
  app.decorate('currentCatalogueVersion', currentVersion);

  const etagOf = (version: string) => `"catalogue-${version}"`;

  async function answerFromCache(request: FastifyRequest, reply: FastifyReply) {
    const version = await currentVersion();
    if (version !== cachedVersion) {
      entries.clear();
      cachedVersion = version;
    }
    request.catalogueVersion = version;
    reply.header('etag', etagOf(version)).header('cache-control', 'no-cache');
    if (matchesEtag(request.headers['if-none-match'], etagOf(version))) {
      return reply.code(304).send();
    }
    if (!app.config.catalogueCache) return;
    const encoding = preferredCompression(request.headers['accept-encoding']);
    const hit = entries.get(request.url, version, encoding);
    if (hit !== undefined) {
      request.servedFromCache = true;
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(hit);
    }
  }

  async function keep(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const version = request.catalogueVersion;
    if (version === undefined || request.servedFromCache || reply.statusCode !== 200)
      return payload;
    if (app.config.catalogueCache && typeof payload === 'string' && version === cachedVersion) {
      entries.set(request.url, version, Buffer.from(payload));
    }
    return payload;
  }

  async function written(_request: FastifyRequest, _reply: FastifyReply, payload: unknown) {
    versions.written();
    return payload;
  }

  // The hooks go on the routes that need them, not on every request: the catalogue's GET routes
  // answer from the cache, and on the embedded database every route that may write (any method
  // but GET and HEAD) lets go of the versions read.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (route.config?.catalogueCache && methods.includes('GET')) {
      route.onRequest = [answerFromCache, ...[route.onRequest ?? []].flat()];
      // Before the compression's own hook: what is kept is the JSON as serialised.
      route.onSend = [keep, ...[route.onSend ?? []].flat()];
    }
    if (
      app.database.soleWriter &&
      methods.some((method) => method !== 'GET' && method !== 'HEAD')
    ) {
      route.onSend = [...[route.onSend ?? []].flat(), written];
    }
  });
});

/** `read`'s answer kept until `written()` says it may have changed (a failed read is not kept). */
function keptUntilWritten<T>(read: () => Promise<T>) {
  let kept: Promise<T> | undefined;
  return {
    read(): Promise<T> {
      if (!kept) {
        const current = read();
        kept = current;
        current.catch(() => {
          if (kept === current) kept = undefined;
        });
      }
      return kept;
    },
    written() {
      kept = undefined;
    },
  };
}
