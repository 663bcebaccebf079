import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { queryRows } from '../db/client.ts';

// Catalogue reads (routes with `config: { catalogueCache: true }`) are answered from a small
// in-process cache and carry an ETag. Both are keyed by the catalogue version, which a database
// trigger raises in the same transaction as any write to products, images, categories or reviews.
// So an admin's edit through any api process makes every process's cache and every browser's copy
// stale the moment it commits; browsers revalidate (no-cache) and usually get a 304.

declare module 'fastify' {
  interface FastifyContextConfig {
    catalogueCache?: boolean;
  }
  interface FastifyRequest {
    catalogueVersion?: number;
    servedFromCache?: boolean;
  }
}

const MAX_ENTRIES = 500;

export const catalogueCachePlugin = fp(async (app: FastifyInstance) => {
  let cachedVersion = -1;
  const entries = new Map<string, string>();

  async function currentVersion(): Promise<number> {
    const [row] = await queryRows<{ version: string | number }>(
      app.db,
      sql`select version from catalogue_state where id = 1`,
    );
    return Number(row?.version ?? 0);
  }

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
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etagOf(version))) {
      return reply.code(304).send();
    }
    const hit = entries.get(request.url);
    if (hit !== undefined) {
      request.servedFromCache = true;
      return reply.type('application/json; charset=utf-8').send(hit);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const version = request.catalogueVersion;
    if (version === undefined || request.servedFromCache || reply.statusCode !== 200)
      return payload;
    if (typeof payload === 'string' && version === cachedVersion) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(request.url, payload);
    }
    return payload;
  });
});
