import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `file`, making its folder first only when it does not exist (not yet, or not any more):
 * a recursive mkdir before every write cost more than the write itself.
 */
export async function writeFileInFolder(file: string, content: string | Uint8Array) {
  try {
    await writeFile(file, content);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
}
