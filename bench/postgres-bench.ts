import { scratchDatabase } from '../tools/scratch-database.ts';
import { scratchDir } from '../tools/scratch-dir.ts';
import { type StartedApi, startApi } from './api-process.ts';
import { fillCatalogue } from './catalogue.ts';
import { measure, measureAll } from './measure.ts';
import { checkOrderBooks, stockBefore } from './order-books.ts';
import { orderScenario, readScenarios } from './scenarios.ts';
import { printFigures } from './table.ts';

/** The catalogue on PostgreSQL: reads with the cache on, then off; orders; the books after. */
export async function benchPostgres() {
  const database = await scratchDatabase('adepa_bench');
  const scratch = await scratchDir('adepa_bench_');
  const dataDir = scratch.path;
  let api: StartedApi | undefined;
  try {
    process.stderr.write(`PostgreSQL: filling ${database.name}\n`);
    const info = await fillCatalogue({ kind: 'postgres', url: database.url });

    api = await startApi({ dataDir, databaseUrl: database.url, cache: true });
    const cached = await measureAll(api.url, api.child.pid!, readScenarios(info));
    const before = await stockBefore(database.url, info);
    process.stderr.write('  order placement...\n');
    const orders = await measure(api.url, api.child.pid!, orderScenario(info), cached[0]!.rps, [
      '409',
    ]);
    cached.push(orders);
    await api.stop();
    const books = await checkOrderBooks(database.url, info, before, orders);
    printFigures('PostgreSQL, catalogue cache on', cached);
    console.log('Order books:', books);

    api = await startApi({ dataDir, databaseUrl: database.url, cache: false });
    const uncached = await measureAll(api.url, api.child.pid!, readScenarios(info));
    await api.stop();
    printFigures('PostgreSQL, catalogue cache off', uncached);

    return {
      catalogue: { ...info.counts, fillSeconds: info.seconds },
      cacheOn: cached,
      cacheOff: uncached,
      orderBooks: books,
    };
  } finally {
    if (api) await api.stop();
    await database.drop();
    await scratch.remove();
  }
}
