import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchApi } from './api-bench.ts';
import { benchWeb } from './web-bench.ts';

// npm run bench [-- api | web]: the api half, then the front-end half (both by default); every
// figure is printed and written to bench/results/latest.json.

const only = process.argv[2];
if (only && only !== 'api' && only !== 'web') {
  console.error('usage: npm run bench [-- api | web]');
  process.exit(2);
}

const results = {
  measuredAt: new Date().toISOString(),
  machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, node: process.version },
  api: only === 'web' ? undefined : await benchApi(),
  web: only === 'api' ? undefined : await benchWeb(),
};

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'latest.json');
await mkdir(path.dirname(file), { recursive: true });
await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
