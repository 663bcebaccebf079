import { ensureWebBuild } from '../scripts/web-build.mjs';
import { benchPglite } from './pglite-bench.ts';
import { benchPostgres } from './postgres-bench.ts';

// Catalogue at scale: 100,000 products with reviews and 20,000 orders, PostgreSQL then PGlite,
// the api on one core and autocannon (10 connections) on the other.

export async function benchApi() {
  // The pages' HTML is measured too: the api renders them with the web app's server build.
  ensureWebBuild({ log: (line: string) => process.stderr.write(`${line}\n`) });
  const postgres = await benchPostgres();
  const pglite = await benchPglite();
  return { postgres, pglite };
}
