// Builds the web app when its build is missing or older than its sources (source-hash.mjs).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleHash } from './source-hash.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/vite-dev-ssr.ts',
  'apps/web/vite-precompress.ts',
  'apps/web/vite-pure-schemas.ts',
  'apps/web/package.json',
  'packages/contract/src',
];
const distDir = path.join(root, 'apps/web/dist');
const stampFile = path.join(distDir, '.source-hash');

export function ensureWebBuild({ log = console.log } = {}) {
  const hash = staleHash(root, sources, stampFile);
  if (!hash) return false;
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
