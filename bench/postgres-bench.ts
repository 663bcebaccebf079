import { scratchDatabase } from '../tools/scratch-database.ts';
import { scratchDir } from '../tools/scratch-dir.ts';
import type { ShopProcess } from '../tools/shop-process.ts';
import { type StartedApi, startApi } from './api-process.ts';
import type { CatalogueInfo } from './catalogue.ts';
import { measureHelloWorld } from './hello-world-process.ts';
import { measure, measureAll } from './measure.ts';
import { checkOrderBooks, stockBefore } from './order-books.ts';
import { benchOrderSearch } from './order-search.ts';
import { withPostgresCatalogue } from './postgres-catalogue.ts';
import {
  filteredListing,
  orderBodies,
  orderScenario,
  pagesWhileBuying,
  readScenarios,
} from './scenarios.ts';
import { printFigures, printWhilePeopleBuy } from './table.ts';
import { measureWhilePeopleBuy } from './while-people-buy.ts';

const CACHE_ON = 'PostgreSQL, catalogue cache on';

/**
 * The catalogue on PostgreSQL, after a hello-world on the api's core: reads with the cache on,
 * the pages while people buy, orders and the books after; then reads with the cache off.
 */
export function benchPostgres() {
  return withPostgresCatalogue(async ({ url: databaseUrl, dataDir, info }) => {
    const hello = await measureHelloWorld();
    let api: StartedApi | undefined;
    try {
      api = await startApi({ dataDir, databaseUrl, cache: true });
      const cached = await measureAll(api.url, api.child.pid!, readScenarios(info), hello.rps);
      const buying = await whilePeopleBuy(api, hello.rps, info);
      const before = await stockBefore(databaseUrl, info);
      process.stderr.write('  order placement...\n');
      const baselines = { health: cached[0]!.rps, hello: hello.rps };
      const orders = await measure(api.url, api.child.pid!, orderScenario(info), baselines, [
        '409',
      ]);
      cached.push(orders);
      await api.stop();
      const books = await checkOrderBooks(databaseUrl, info, before, orders);
      printFigures(CACHE_ON, cached);
      printWhilePeopleBuy(CACHE_ON, buying.pages);
      console.log('Order books:', books);

      api = await startApi({ dataDir, databaseUrl, cache: false });
      const uncached = await measureAll(api.url, api.child.pid!, readScenarios(info), hello.rps);
      await api.stop();
      printFigures('PostgreSQL, catalogue cache off', uncached);
      api = undefined;
      const orderSearch = await benchOrderSearch(databaseUrl, dataDir, hello.rps, { fill: false });

      return {
        catalogue: { ...info.counts, fillSeconds: info.seconds },
        helloWorld: hello,
        cacheOn: cached,
        whilePeopleBuy: buying,
        cacheOff: uncached,
        orderBooks: books,
        orderSearch,
      };
    } finally {
      if (api) await api.stop();
    }
  });
}

/** Only the pages while people buy, on the catalogue with the cache on. */
export function benchPostgresWhilePeopleBuy() {
  return withPostgresCatalogue(async ({ url: databaseUrl, dataDir, info }) => {
    const hello = await measureHelloWorld();
    const api = await startApi({ dataDir, databaseUrl, cache: true });
    try {
      const buying = await whilePeopleBuy(api, hello.rps, info);
      printWhilePeopleBuy(CACHE_ON, buying.pages);
      return {
        catalogue: { ...info.counts, fillSeconds: info.seconds },
        helloWorld: hello,
        whilePeopleBuy: buying,
      };
    } finally {
      await api.stop();
    }
  });
}

// The orders draw from the pool's products with plenty of stock (a million units each), which no
// run sells out: every order changes stock. The scarce ones are left for the order scenario.
const whilePeopleBuy = (api: ShopProcess, helloRps: number, info: CatalogueInfo) =>
  measureWhilePeopleBuy(
    api,
    helloRps,
    pagesWhileBuying(info.productIds, filteredListing(info)),
    orderBodies(info.orderPool.plenty),
  );

/** Only the order search, on a database of its own holding nothing but its 20,000 orders. */
export async function benchPostgresOrderSearch() {
  const database = await scratchDatabase('adepa_bench');
  const scratch = await scratchDir('adepa_bench_');
  try {
    const hello = await measureHelloWorld();
    const orderSearch = await benchOrderSearch(database.url, scratch.path, hello.rps, {
      fill: true,
    });
    return { helloWorld: hello, orderSearch };
  } finally {
    await database.drop();
    await scratch.remove();
  }
}
