// Builds the web app when its build is missing or older than its sources. The build records a hash
// of every source file it was made from; a different hash means a stale build.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-precompress.ts',
  'apps/web/vite-pure-schemas.ts',
  'apps/web/package.json',
  'packages/contract/src',
];
const distDir = path.join(root, 'apps/web/dist');
const stampFile = path.join(distDir, '.source-hash');

function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

export function sourceHash() {
  const hash = createHash('sha256');
  for (const source of sources) {
    for (const file of files(path.join(root, source))) {
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

export function ensureWebBuild({ log = console.log } = {}) {
  const hash = sourceHash();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) return false;
  log('Building the web app...');
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    // Always the production build, even when started from a test run (which sets NODE_ENV=test).
    env: { ...process.env, NODE_ENV: 'production' },
  });
  writeFileSync(stampFile, hash);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureWebBuild();
