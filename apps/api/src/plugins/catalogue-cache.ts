import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { type Db, queryRows } from '../db/client.ts';
import { matchesEtag } from '../lib/etag.ts';
import { freshRead } from '../lib/fresh-read.ts';

// Catalogue reads (routes with `config: { catalogueCache: true }`) are answered from a small
// in-process cache (the most recently used answers, bounded in count and size) and carry an
// ETag. Both are keyed by the catalogue version, which database triggers raise in the same
// transaction as any write to products, images, categories or reviews (at its commit, after the
// write's own row locks, so that orders never deadlock on it).
// So an admin's edit through any api process makes every process's cache and every browser's copy
// stale the moment it commits; browsers revalidate (no-cache) and usually get a 304.

declare module 'fastify' {
  interface FastifyContextConfig {
    catalogueCache?: boolean;
  }
  interface FastifyInstance {
    /** The catalogue version now (one read shared by concurrent callers): caches key on it. */
    currentCatalogueVersion: () => Promise<number>;
  }
  interface FastifyRequest {
    catalogueVersion?: number;
    servedFromCache?: boolean;
  }
}

const MAX_ENTRIES = 500;
/** In characters of JSON, about bytes. */
const MAX_SIZE = 32 * 1024 * 1024;

/** The catalogue version as this connection's snapshot sees it: the sum of its slots. */
export async function catalogueVersion(db: Db): Promise<number> {
  const [row] = await queryRows<{ version: string | number | null }>(
    db,
    sql`select sum(version) as version from catalogue_state`,
  );
  return Number(row?.version ?? 0);
}

export const catalogueCachePlugin = fp(async (app: FastifyInstance) => {
  let cachedVersion = -1;
  const entries = new LRUCache<string, string>({
    max: MAX_ENTRIES,
    maxSize: MAX_SIZE,
    sizeCalculation: (json) => json.length || 1,
  });

  // Every request still reads the version after it arrived (a write through another process is
  // seen at once), but concurrent requests share one read.
  const currentVersion = freshRead(() => catalogueVersion(app.db));
  app.decorate('currentCatalogueVersion', currentVersion);

  const etagOf = (version: number) => `"catalogue-${version}"`;

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.config.catalogueCache || request.method !== 'GET') return;
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
    const hit = app.config.catalogueCache ? entries.get(request.url) : undefined;
    if (hit !== undefined) {
      request.servedFromCache = true;
      return reply.type('application/json; charset=utf-8').send(hit);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const version = request.catalogueVersion;
    if (version === undefined || request.servedFromCache || reply.statusCode !== 200)
      return payload;
    if (app.config.catalogueCache && typeof payload === 'string' && version === cachedVersion) {
      entries.set(request.url, payload);
    }
    return payload;
  });
});
