import path from 'node:path';
import { apiDist, ensureApiBuild } from './api-build.mjs';

/**
 * The node arguments that run the api, the same for `npm start`, the browser tests and the
 * faults, load and bench scripts; compiles the api first if its sources changed. Two settings of
 * the JavaScript heap keep the api small under load at no loss of throughput measured by
 * `npm run bench`: young-generation semi-spaces of 4 MB instead of 16 (about 35 MB less), and
 * an old generation let grow to twice what a full collection left alive, where V8 by itself
 * grows it up to fourfold while collecting is cheap (on PostgreSQL with 100,000 products, taking
 * orders: a peak of 204 to 225 MB instead of 264 to 317).
 */
export async function apiNodeArgs() {
  await ensureApiBuild();
  return [
    '--max-semi-space-size=4',
    '--heap-growing-percent=100',
    path.join(apiDist, 'server.mjs'),
  ];
}
