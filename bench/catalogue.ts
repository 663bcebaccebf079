import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jsonOutput } from './json-output.ts';

// The benchmark catalogue is written by the api's own script (it migrates with the api's code),
// which answers with the ids and words the scenarios use.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const script = path.join(root, 'apps/api/scripts/bench-catalogue/fill.ts');

export interface CatalogueInfo {
  counts: Record<string, number>;
  productIds: string[];
  reviewedProductIds: string[];
  orderPool: { plenty: string[]; scarce: string[]; scarceStock: number };
  listing: { category: string; lowPrice: number; highPrice: number };
  search: { exact: string; typo: string };
}

export async function fillCatalogue(
  target: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string },
): Promise<CatalogueInfo & { seconds: number }> {
  const started = performance.now();
  const info = await jsonOutput<CatalogueInfo>(
    'filling the catalogue',
    process.execPath,
    [
      '--import',
      'tsx',
      script,
      target.kind,
      target.kind === 'postgres' ? target.url : target.dataDir,
    ],
    root,
  );
  return { ...info, seconds: (performance.now() - started) / 1000 };
}
