import { createWriteStream, existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { create as createTar } from 'tar';
import type { Database } from '../db/client.ts';
import { dumpDatabase } from './dump.ts';

// One backup is one .tar.gz file: backup.json (what it holds), database.sql (dump.ts) and the
// uploaded pictures under uploads/. It is written beside its final name and renamed into place
// when complete, so a backup file is never half a backup.

export const BACKUP_FORMAT = 1;

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** The database it was taken from. */
  from: Database['kind'];
  /** Rows per table. */
  tables: Record<string, number>;
  /** Uploaded files. */
  uploads: number;
};

export async function writeBackup(options: {
  database: Database;
  uploadsDir: string;
  file: string;
}): Promise<BackupManifest> {
  const { database, uploadsDir, file } = options;
  // A backup holds what the data folder holds (addresses, password hashes): its owner's only.
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(path.join(path.dirname(file), '.backup-'));
  const partial = `${file}.partial`;
  try {
    const sqlFile = createWriteStream(path.join(staging, 'database.sql'));
    const { tables } = await dumpDatabase(database.db, sqlFile);
    sqlFile.end();
    await finished(sqlFile);
    // Pictures only ever appear under new names, so the files of the moment after the dump hold
    // every picture it names.
    const uploads = existsSync(uploadsDir) ? await filesIn(uploadsDir) : [];
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      from: database.kind,
      tables,
      uploads: uploads.length,
    };
    await writeFile(path.join(staging, 'backup.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    if (uploads.length) await symlink(path.resolve(uploadsDir), path.join(staging, 'uploads'));
    await createTar({ gzip: true, file: partial, cwd: staging, follow: true, portable: true }, [
      'backup.json',
      'database.sql',
      ...uploads.map((name) => `uploads/${name}`),
    ]);
    await chmod(partial, 0o600);
    await rename(partial, file);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort();
}
