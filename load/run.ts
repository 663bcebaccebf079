// `npm run load`: a minute of mixed shop traffic (70% browsing, 20% search, 10% checkout) at 200
// connections against two api processes sharing one scratch PostgreSQL database and Redis, then
// the books: stock sold equals the quantities in orders, never below zero. Then an attacker's run:
// writes with a made-up X-Forwarded-For each, against a third process with the shop's default
// write limit, which must count them as the one machine they come from. Exits 1 on any 5xx, any
// error other than an out-of-stock 409, a socket error or timeout, books that disagree, or more
// writes let through than the limit allows. LOAD_SECONDS shortens the run.
import { randomBytes } from 'node:crypto';
import { compareBooks, readBooks, untilIdle } from '../tools/books.ts';
import { withClient } from '../tools/database-clients.ts';
import { scratchDatabase } from '../tools/scratch-database.ts';
import { scratchDir } from '../tools/scratch-dir.ts';
import { type ShopProcess, startShop } from '../tools/shop-process.ts';
import { readCatalogue, setStock } from './catalogue.ts';
import { signUpCustomers } from './customers.ts';
import { drive } from './drive.ts';
import { driveSpoofed } from './spoofed.ts';
import { statsTable } from './stats.ts';

const SECONDS = Number(process.env.LOAD_SECONDS || 60);
const CONNECTIONS = 200;
// Every request comes from 127.0.0.1, so the per-address write limit would throttle the checkout
// share after 60 orders a minute; it is raised so that the run measures the shop, not the limit.
const WRITES_PER_MINUTE = 1_000_000;
const SCARCE_PRODUCTS = 8;
const SCARCE_STOCK = 5;
const PLENTY = 100_000;
const CUSTOMERS = 10;
const SPOOFED_SECONDS = 10;
const SPOOFED_CONNECTIONS = 50;
// The shop's default ANONYMOUS_WRITES_PER_MINUTE, which the attacker's run meets.
const DEFAULT_WRITES_PER_MINUTE = 60;

const cleanups: (() => Promise<unknown>)[] = [];
async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse())
    await cleanup().catch((error) => console.error(`cleanup: ${(error as Error).message}`));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

async function main(): Promise<boolean> {
  const db = await scratchDatabase('adepa_load');
  cleanups.push(db.drop);
  const dataDir = await scratchDir('adepa-load-');
  cleanups.push(dataDir.remove);
  const env = {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    PUBLIC_URL: 'http://127.0.0.1',
    DATABASE_URL: db.url,
    DATA_DIR: dataDir.path,
    REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    // Rate-limit keys expire within a minute, so a prefix of its own is all the cleaning needed.
    REDIS_PREFIX: `adepa-load-${randomBytes(4).toString('hex')}:`,
    ANONYMOUS_WRITES_PER_MINUTE: String(WRITES_PER_MINUTE),
    LOG_LEVEL: 'error',
  };

  console.log('Starting two api processes on a scratch PostgreSQL database (the first seeds)...');
  // The first seeds the demo catalogue before it answers; the second then finds it seeded.
  const shops: ShopProcess[] = [];
  for (const seed of ['true', 'false']) {
    const shop = await startShop({ ...env, SEED_DEMO: seed }, { log: 'inherit' });
    shops.push(shop);
    cleanups.push(shop.stop);
  }
  const scarce = await setStock(db.url, SCARCE_PRODUCTS, SCARCE_STOCK, PLENTY);
  const catalogue = await readCatalogue(db.url);
  const before = await withClient(db.url, (c) => readBooks(c));
  const tokens = await signUpCustomers(shops[0]!.url, CUSTOMERS);
  console.log(
    `${catalogue.products.length} products in ${catalogue.categories.length} categories; ${scarce.length} of them with ${SCARCE_STOCK} in stock (${scarce.join(', ')}), the rest ${PLENTY}; ${tokens.length} signed-in customers`,
  );
  console.log(
    `ANONYMOUS_WRITES_PER_MINUTE=${WRITES_PER_MINUTE}: one address sends every order here, so the write limit is lifted`,
  );
  console.log(
    `${SECONDS} s at ${CONNECTIONS} connections, round robin over ${shops.map((s) => s.url).join(' and ')}...\n`,
  );

  const scarceIds = catalogue.products.filter((p) => scarce.includes(p.name)).map((p) => p.id);
  const run = await drive({
    urls: shops.map((s) => s.url),
    connections: CONNECTIONS,
    seconds: SECONDS,
    traffic: { catalogue, scarce: scarceIds, tokens },
  });

  const total = [...run.stats.byKind.values()].reduce((n, t) => n + t.latencies.length, 0);
  const socketErrors = [...run.socketErrors.values()].reduce((a, b) => a + b, 0);
  console.log(
    `${total} answers in ${run.seconds.toFixed(1)} s: ${(total / run.seconds).toFixed(0)} requests/s; ${[`${socketErrors} socket errors`, ...[...run.socketErrors].map(([what, n]) => `${what}×${n}`)].join(' ')}, ${run.timeouts} timeouts`,
  );
  for (const line of statsTable(run.stats)) console.log(line);

  const failures: string[] = [];
  const check = (ok: boolean, what: string) => {
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
    if (!ok) failures.push(what);
  };
  console.log('\nAnswers');
  const unexpected = [...run.stats.byKind].flatMap(([kind, tally]) =>
    [...tally.statuses]
      .filter(([status]) => status >= 400 && !(kind === 'checkout' && status === 409))
      .map(([status, n]) => `${kind} ${status}×${n}`),
  );
  check(
    unexpected.every((u) => !/ 5\d\d×/.test(u)),
    `no 5xx ${unexpected.length ? `(${unexpected.join(', ')})` : ''}`.trim(),
  );
  check(unexpected.length === 0, 'no error other than out-of-stock 409s on checkout');
  check(
    run.wrongConflicts === 0,
    'every 409 names the product that ran short and how many are left',
  );
  check(socketErrors === 0 && run.timeouts === 0, 'no socket error or timeout');
  const outOfStock = run.stats.byKind.get('checkout')!.statuses.get(409) ?? 0;
  check(outOfStock > 0, `out-of-stock 409s really happened (${outOfStock})`);

  console.log('\nBooks');
  // Checkouts cut off when the clock stopped may still be finishing: the books are read after them.
  const books = await withClient(db.url, async (c) => {
    await untilIdle(c);
    return readBooks(c);
  });
  const moved = compareBooks(before.shelves, books.shelves, {
    confirmed: run.unitsAnswered,
    unanswered: run.unitsUnanswered,
  });
  console.log(
    `  ${books.orders} orders in the database; ${run.ordersAnswered} answered 201, ${run.ordersUnanswered} checkouts unanswered when the clock stopped; ${moved.unitsOrdered} units ordered`,
  );
  check(
    books.orders >= run.ordersAnswered && books.orders <= run.ordersAnswered + run.ordersUnanswered,
    'every order answered 201 is in the database, and no order besides (but those cut off at the end)',
  );
  check(books.ordersWithoutLines === 0, 'no order without lines');
  check(
    moved.disagreements.length === 0,
    `for every product, stock taken = units in its orders = units the 201s confirmed${moved.disagreements.map((d) => `\n         ${d}`).join('')}`,
  );
  check(
    moved.negativeStock.length === 0,
    `no stock below zero ${moved.negativeStock.join(', ')}`.trim(),
  );
  const sizes = compareBooks(before.variantShelves, books.variantShelves);
  check(
    sizes.disagreements.length === 0 && sizes.negativeStock.length === 0,
    `for every size and colour counted on its own (${books.variantShelves.size}), stock taken = units in its orders, none below zero${sizes.disagreements.map((d) => `\n         ${d}`).join('')}`,
  );
  check(
    books.sumsOff.length === 0,
    `every product counted per size holds the sum of its sizes ${books.sumsOff.join(', ')}`.trim(),
  );

  console.log(
    `\nMade-up addresses: ${SPOOFED_SECONDS} s of guest orders and order look-ups at ${SPOOFED_CONNECTIONS} connections, each with a made-up X-Forwarded-For, to a third api process with the default write limit (${DEFAULT_WRITES_PER_MINUTE} a minute) and no trusted proxy`,
  );
  const attacked = await startShop(
    {
      ...env,
      SEED_DEMO: 'false',
      ANONYMOUS_WRITES_PER_MINUTE: String(DEFAULT_WRITES_PER_MINUTE),
      REDIS_PREFIX: `${env.REDIS_PREFIX}spoofed:`,
    },
    { log: 'inherit' },
  );
  cleanups.push(attacked.stop);
  const spoofed = await driveSpoofed({
    url: attacked.url,
    connections: SPOOFED_CONNECTIONS,
    seconds: SPOOFED_SECONDS,
    catalogue,
  });
  const allowed = DEFAULT_WRITES_PER_MINUTE * Math.ceil(spoofed.seconds / 60);
  console.log(
    `  ${spoofed.requests} requests (${(spoofed.requests / spoofed.seconds).toFixed(0)}/s): ${[...spoofed.statuses].map(([status, n]) => `${status}×${n}`).join(', ')}; ${spoofed.socketErrors} socket errors`,
  );
  check(
    spoofed.accepted > 0 && spoofed.accepted <= allowed,
    `writes let through as from one machine, whatever the header: ${spoofed.accepted} of at most ${allowed}`,
  );
  check(
    [...spoofed.statuses.keys()].every((status) => status < 500) && spoofed.socketErrors === 0,
    'no 5xx and no socket error under made-up addresses',
  );

  console.log(
    `\n${failures.length === 0 ? 'All load checks passed.' : `${failures.length} load check(s) failed.`}`,
  );
  return failures.length === 0;
}

let passed = false;
try {
  passed = await main();
} catch (error) {
  console.error('The load run could not finish:', error);
} finally {
  await cleanUp();
}
process.exit(passed ? 0 : 1);
