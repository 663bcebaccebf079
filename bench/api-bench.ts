import { ensureWebBuild } from '../scripts/web-build.mjs';
import { benchDemoShop } from './demo-shop-bench.ts';
import { benchPglite } from './pglite-bench.ts';
import { benchPostgres, benchPostgresWhilePeopleBuy } from './postgres-bench.ts';

// Catalogue at scale: 100,000 products with reviews and 20,000 orders, PostgreSQL then PGlite,
// the api on one core and autocannon (10 connections) on the other, each half after a bare
// Fastify hello-world on the api's core; then the demo shop on PGlite while people buy.

export async function benchApi() {
  // The pages' HTML is measured too: the api renders them with the web app's server build.
  ensureWebBuild({ log: (line: string) => process.stderr.write(`${line}\n`) });
  const postgres = await benchPostgres();
  const pglite = await benchPglite();
  const demoShop = await benchDemoShop();
  return { postgres, pglite, demoShop };
}

/** Only the pages while people buy: the PostgreSQL catalogue, then the demo shop on PGlite. */
export async function benchWhilePeopleBuy() {
  ensureWebBuild({ log: (line: string) => process.stderr.write(`${line}\n`) });
  const postgres = await benchPostgresWhilePeopleBuy();
  const demoShop = await benchDemoShop();
  return { postgres, demoShop };
}
