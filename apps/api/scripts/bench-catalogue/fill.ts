// Fills a fresh database with the benchmark catalogue, then prints (as one JSON line on stdout)
// the ids and words the benchmark's requests use. Run by `npm run bench`:
//   node --import tsx apps/api/scripts/bench-catalogue/fill.ts postgres postgres://.../db
//   node --import tsx apps/api/scripts/bench-catalogue/fill.ts pglite ./data/db

import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { catalogueStatements, productId } from './statements.ts';

// BENCH_PRODUCTS fills a smaller catalogue for trying the bench out (its figures are not the
// bench's); the past orders stay one per five products.
const products = Number(process.env.BENCH_PRODUCTS || 100_000);
if (!Number.isInteger(products) || products < 1_000) {
  console.error('BENCH_PRODUCTS must be a whole number of at least 1000');
  process.exit(2);
}
const size = { products, users: 5_000, orders: Math.floor(products / 5) };

/** Order placement draws from these: plenty never runs out, scarce sells out during the run. */
const ORDER_POOL = { plenty: 100, scarce: 50, scarceStock: 20 };

const [kind, target] = process.argv.slice(2);
if ((kind !== 'postgres' && kind !== 'pglite') || !target) {
  console.error('usage: fill.ts postgres <url> | pglite <data dir>');
  process.exit(2);
}

const log = (text: string) => process.stderr.write(`  ${text}\n`);

const database = await openDatabase(
  kind === 'postgres' ? { kind, url: target } : { kind, dataDir: target },
);
try {
  await migrate(database);
  const started = Date.now();
  await database.db.transaction(async (tx) => {
    for (const statement of catalogueStatements(size)) {
      const at = Date.now();
      await tx.execute(sql.raw(statement.sql));
      log(`${statement.label}: ${Date.now() - at} ms`);
    }
    const plentyEnd = ORDER_POOL.plenty;
    const scarceEnd = plentyEnd + ORDER_POOL.scarce;
    await tx.execute(
      sql.raw(`update products set stock = case when n <= ${plentyEnd} then 1000000 else ${ORDER_POOL.scarceStock} end
        from generate_series(1, ${scarceEnd}) as n where id = ${productId('n')}`),
    );
  });
  // Fresh tables: statistics for the planner and a visibility map for index-only scans.
  await database.db.execute(sql`vacuum analyze`);
  log(`catalogue written in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const ids = async (query: string) =>
    (await queryRows<{ id: string }>(database.db, sql.raw(query))).map((r) => r.id);
  const pool = (from: number, to: number) =>
    ids(`select ${productId('n')}::text as id from generate_series(${from}, ${to}) as n`);
  const [counts] = await queryRows<Record<string, number>>(
    database.db,
    sql`select (select count(*)::int from products) as products,
      (select count(*)::int from reviews) as reviews,
      (select count(*)::int from orders) as orders,
      (select count(*)::int from order_lines) as "orderLines",
      (select count(*)::int from product_images) as images,
      (select count(*)::int from search_words) as "searchWords"`,
  );
  const info = {
    counts,
    productIds: await ids(
      `select id::text as id from products where stock > 0 order by md5(id::text) limit 500`,
    ),
    reviewedProductIds: await ids(
      `select id::text as id from products where num_reviews >= 3 order by md5(id::text) limit 200`,
    ),
    orderPool: {
      plenty: await pool(1, ORDER_POOL.plenty),
      scarce: await pool(ORDER_POOL.plenty + 1, ORDER_POOL.plenty + ORDER_POOL.scarce),
      scarceStock: ORDER_POOL.scarceStock,
    },
    listing: { category: 'Sound Systems', lowPrice: 500, highPrice: 3000 },
    search: { exact: 'speaker', typo: 'speeker' },
  };
  process.stdout.write(`${JSON.stringify(info)}\n`);
} catch (error) {
  // The failed statement is long; its cause says what went wrong.
  const cause = (error as { cause?: Error }).cause;
  console.error(`filling the catalogue failed: ${cause?.message ?? (error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
