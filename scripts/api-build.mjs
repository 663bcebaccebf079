// Compiles the api to plain JavaScript (apps/api/dist) when it is missing or older than its
// sources (source-hash.mjs): the api then starts without a TypeScript loader, which is most of a
// second on a slow machine. Our code and the contract are bundled; packages stay in node_modules.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { staleHash } from './source-hash.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = [
  'apps/api/src',
  'apps/api/demo',
  'apps/api/package.json',
  'packages/contract/src',
  'scripts/api-build.mjs',
];
export const apiDist = path.join(root, 'apps/api/dist');
const stampFile = path.join(apiDist, '.source-hash');

/** Packages load from node_modules as they are; the workspace's own (TypeScript) are bundled. */
const packagesStayOutside = {
  name: 'packages-stay-outside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@adepa/') ? undefined : { external: true },
    );
  },
};

/**
 * Modules find files beside them through `import.meta.url` (migrations, the web build); in the
 * bundle each keeps its own source file's address, written relative to the bundle.
 */
const ownAddress = {
  name: 'own-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const own = `new URL(${JSON.stringify(path.relative(apiDist, args.path))}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', own), loader: 'ts' };
    });
  },
};

export async function ensureApiBuild({ log = console.log } = {}) {
  const hash = staleHash(root, sources, stampFile);
  if (!hash) return false;
  log('Compiling the api...');
  rmSync(apiDist, { recursive: true, force: true });
  mkdirSync(apiDist, { recursive: true });
  await build({
    entryPoints: [path.join(root, 'apps/api/src/server.ts')],
    outdir: apiDist,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true, // The demo seeder stays a chunk of its own, loaded only when seeding.
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
    plugins: [packagesStayOutside, ownAddress],
  });
  writeFileSync(stampFile, hash);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await ensureApiBuild();
