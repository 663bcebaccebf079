import { writeFileSync } from 'node:fs';
import { benchWeb } from './web-bench.ts';

// Runs only the front-end benchmark, for working on the pages:
//   npx tsx bench/web-only.ts [results.json]
// (LIGHTHOUSE_RUNS=1 TAP_READY_RUNS=1 for a quick look, WEB_PAGES=product,shop for some pages)

const [out] = process.argv.slice(2);
const results = await benchWeb();
if (out) {
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`[web] results written to ${out}`);
}
