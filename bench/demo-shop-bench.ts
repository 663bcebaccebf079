import { randomBytes } from 'node:crypto';
import { scratchDir } from '../tools/scratch-dir.ts';
import { type StartedApi, startApi } from './api-process.ts';
import { allProductIds, setStock } from './demo-stock.ts';
import { measureHelloWorld } from './hello-world-process.ts';
import { orderBodies, pagesWhileBuying } from './scenarios.ts';
import { printWhilePeopleBuy } from './table.ts';
import { measureWhilePeopleBuy } from './while-people-buy.ts';

// The shop as most owners run it: the embedded database with the demo catalogue (about 60
// products), cache on. Every demo product is given STOCK units first through the admin api, so
// the orders (one unit of any product) always change stock and none is refused for lack of it.
const STOCK = 100_000;

export async function benchDemoShop() {
  const scratch = await scratchDir('adepa_bench_demo_');
  // The shop's password rule (a capital, a digit, one of @$!%*#?&) holds at log-in too.
  const password = `Bench#1${randomBytes(12).toString('hex')}`;
  const admin = { email: 'bench-admin@bench.example', password };
  let api: StartedApi | undefined;
  try {
    const hello = await measureHelloWorld();
    process.stderr.write(`PGlite, demo shop: seeding ${scratch.path}\n`);
    api = await startApi({ dataDir: scratch.path, cache: true, demo: true, admin });
    const ids = await allProductIds(api.url);
    const lines = await setStock(api.url, admin, ids, STOCK);
    const title = `PGlite, demo shop (${ids.length} products), catalogue cache on`;
    const buying = await measureWhilePeopleBuy(
      api,
      hello.rps,
      pagesWhileBuying(ids, { sortPrice: 'low-to-high' }),
      orderBodies(lines),
    );
    printWhilePeopleBuy(title, buying.pages);
    return {
      products: ids.length,
      stockSet: STOCK,
      helloWorld: hello,
      whilePeopleBuy: buying,
    };
  } finally {
    if (api) await api.stop();
    await scratch.remove();
  }
}
