import { benchPglite } from './pglite-bench.ts';
import { benchPostgres } from './postgres-bench.ts';

// Catalogue at scale: 100,000 products with reviews and 20,000 orders, PostgreSQL then PGlite,
// the api on one core and autocannon (10 connections) on the other.

export async function benchApi() {
  const postgres = await benchPostgres();
  const pglite = await benchPglite();
  return { postgres, pglite };
}
