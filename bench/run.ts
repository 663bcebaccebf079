import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchApi, benchWhilePeopleBuy } from './api-bench.ts';
import { benchPostgresOrderSearch } from './postgres-bench.ts';
import { benchWeb } from './web-bench.ts';

// npm run bench [-- api | web | buy | search]: the api half, then the front-end half (both by
// default); `buy` runs only the api's pages while people buy, `search` only the back office's
// order search (on PostgreSQL, with its hello-world). Every figure is printed and written to
// bench/results/latest.json.

const modes = ['api', 'web', 'buy', 'search'] as const;
const only = process.argv[2] as (typeof modes)[number] | undefined;
if (only && !modes.includes(only)) {
  console.error('usage: npm run bench [-- api | web | buy | search]');
  process.exit(2);
}
const runs = (part: (typeof modes)[number]) =>
  only ? only === part : part !== 'buy' && part !== 'search';

const results = {
  measuredAt: new Date().toISOString(),
  machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, node: process.version },
  api: runs('api')
    ? await benchApi()
    : runs('buy')
      ? await benchWhilePeopleBuy()
      : runs('search')
        ? await benchPostgresOrderSearch()
        : undefined,
  web: runs('web') ? await benchWeb() : undefined,
};

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'latest.json');
await mkdir(path.dirname(file), { recursive: true });
await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
