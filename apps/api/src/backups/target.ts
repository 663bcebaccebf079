import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';

// Where a backup may be written. Never inside the data folder's pictures (the next backup would
// hold this one, and the shop would serve it at /uploads/) or its database (PGlite owns every
// file there), wherever a symbolic link makes the path seem to point; and never over a file that
// exists, which may be an older backup, or not a backup at all.

export class BackupRefused extends Error {
  constructor(
    readonly problem: 'inside-data' | 'exists',
    message: string,
  ) {
    super(message);
  }
}

export const uploadsDirOf = (dataDir: string) => path.join(dataDir, 'uploads');
export const dbDirOf = (dataDir: string) => path.join(dataDir, 'db');

export async function checkBackupTarget(file: string, dataDir: string): Promise<void> {
  const target = await realPathOf(file);
  for (const [dir, what] of [
    [uploadsDirOf(dataDir), 'pictures'],
    [dbDirOf(dataDir), 'database'],
  ] as const) {
    const real = await realPathOf(dir);
    if (target === real || target.startsWith(`${real}${path.sep}`))
      throw new BackupRefused(
        'inside-data',
        `A backup cannot be written inside the shop's ${what} folder ${dir}: choose another folder`,
      );
  }
  const existing = await lstat(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (existing)
    throw new BackupRefused(
      'exists',
      `${file} already exists: a backup is never written over a file, choose a new name`,
    );
}

/** The path with every symbolic link resolved, for as much of it as exists. */
async function realPathOf(file: string): Promise<string> {
  const absolute = path.resolve(file);
  try {
    return await realpath(absolute);
  } catch (error) {
    const parent = path.dirname(absolute);
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === absolute) return absolute;
    return path.join(await realPathOf(parent), path.basename(absolute));
  }
}
