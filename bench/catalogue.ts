import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        script,
        target.kind,
        target.kind === 'postgres' ? target.url : target.dataDir,
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`filling the catalogue failed (${code})`)),
    );
  });
  return {
    ...(JSON.parse(output) as CatalogueInfo),
    seconds: (performance.now() - started) / 1000,
  };
}
