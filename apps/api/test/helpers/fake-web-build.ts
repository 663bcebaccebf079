import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

// A stand-in for the built web app: the browser's files with a manifest, and a server renderer
// whose module text the test writes (`renderer`, an ES module exporting createPageRenderer), so a
// test can make it answer as it needs (a status, a redirect, a document, a failure).

export function fakeWebBuild(renderer: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'adepa-web-'));
  mkdirSync(path.join(dir, 'client', 'assets'), { recursive: true });
  mkdirSync(path.join(dir, 'client', '.vite'));
  mkdirSync(path.join(dir, 'server'));
  const script = 'console.log("app")';
  writeFileSync(path.join(dir, 'client', 'assets', 'index-abc123.js'), script);
  writeFileSync(
    path.join(dir, 'client', 'assets', 'index-abc123.js.br'),
    brotliCompressSync(script),
  );
  writeFileSync(path.join(dir, 'client', 'assets', 'index-abc123.js.gz'), gzipSync(script));
  writeFileSync(path.join(dir, 'client', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(
    path.join(dir, 'client', '.vite', 'manifest.json'),
    JSON.stringify({ 'src/entry-client.tsx': { file: 'assets/index-abc123.js', isEntry: true } }),
  );
  writeFileSync(path.join(dir, 'server', 'entry-server.js'), renderer);
  return dir;
}
