import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { createCatalogueImages, type PictureDeps } from './catalogue-pictures.ts';

// Pictures uploaded for a form that was never saved belong to nothing. Once a day old, they are
// deleted like any picture nothing uses; younger ones may still be on a form being filled in.

export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

export async function removeAbandonedUploads(deps: PictureDeps, now = Date.now()): Promise<number> {
  const dir = deps.uploadsDir;
  const names = await readdir(dir).catch(() => [] as string[]);
  const old: string[] = [];
  for (const name of names) {
    const publicId = /^((?:product|category)-[0-9a-f]{24})\.webp$/.exec(name)?.[1];
    if (!publicId) continue;
    const { mtimeMs } = await stat(path.join(dir, name));
    if (now - mtimeMs > ABANDONED_AFTER_MS) old.push(publicId);
  }
  const before = names.length;
  await createCatalogueImages(deps).removeUnused(old);
  return before - (await readdir(dir).catch(() => [] as string[])).length;
}
