// A build is stale when the sources it was made from changed: each build records a hash of every
// file under its sources (paths and contents) and is redone when the hash differs.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

/** The hash of every file under `sources` (paths relative to `root`). */
function sourceHash(root, sources) {
  const hash = createHash('sha256');
  for (const source of sources) {
    for (const file of files(path.join(root, source))) {
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/** The hash of `sources` when `stampFile` does not hold it (the build is stale); else null. */
export function staleHash(root, sources, stampFile) {
  const hash = sourceHash(root, sources);
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash ? null : hash;
}
