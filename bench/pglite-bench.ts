import path from 'node:path';
import { lockDataDir } from '../apps/api/src/lib/data-dir-lock.ts';
import { scratchDir } from '../tools/scratch-dir.ts';
import { type StartedApi, startApi } from './api-process.ts';
import { fillCatalogue } from './catalogue.ts';
import { measureHelloWorld } from './hello-world-process.ts';
import { measureAll } from './measure.ts';
import { readScenarios } from './scenarios.ts';
import { printFigures } from './table.ts';

/**
 * The catalogue on the embedded database, after a hello-world on the api's core: reads with the
 * cache on; then a restart on the existing data (how long until it answers) with the cache off,
 * and the same reads.
 */
export async function benchPglite() {
  const scratch = await scratchDir('adepa_bench_');
  const dataDir = scratch.path;
  let api: StartedApi | undefined;
  try {
    process.stderr.write(`PGlite: filling ${dataDir}/db\n`);
    // Filled as the shop would open it: the folder locked, given up before the api starts.
    const lock = await lockDataDir(dataDir);
    const info = await fillCatalogue({ kind: 'pglite', dataDir: path.join(dataDir, 'db') }).finally(
      () => lock.release(),
    );
    const scenarios = readScenarios(info);
    const hello = await measureHelloWorld();

    api = await startApi({ dataDir, cache: true });
    const firstStartMs = api.readyMs;
    const cached = await measureAll(api.url, api.child.pid!, scenarios, hello.rps);
    await api.stop();
    printFigures('PGlite, catalogue cache on', cached);

    api = await startApi({ dataDir, cache: false });
    const restartMs = api.readyMs;
    const uncached = await measureAll(api.url, api.child.pid!, scenarios, hello.rps);
    await api.stop();
    printFigures('PGlite, catalogue cache off', uncached);
    console.log(
      `PGlite start on the filled data: ${(firstStartMs / 1000).toFixed(2)} s; restart: ${(restartMs / 1000).toFixed(2)} s`,
    );

    return {
      catalogue: { ...info.counts, fillSeconds: info.seconds },
      helloWorld: hello,
      firstStartSeconds: firstStartMs / 1000,
      restartSeconds: restartMs / 1000,
      cacheOn: cached,
      cacheOff: uncached,
    };
  } finally {
    if (api) await api.stop();
    await scratch.remove();
  }
}
