import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A throwaway folder (a run's DATA_DIR) under the system's temporary one, so that a run never
// touches ./data; `remove()` deletes it with everything in it. The prefix says whose it is.

export interface ScratchDir {
  path: string;
  remove: () => Promise<void>;
}

export async function scratchDir(prefix: string): Promise<ScratchDir> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  return { path: dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
