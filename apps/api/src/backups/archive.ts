import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import { create as createTar } from 'tar';
import type { Database } from '../db/client.ts';
import { dumpDatabase } from './dump.ts';
import { checkBackupTarget, uploadsDirOf } from './target.ts';

// One backup is one .tar.gz file: backup.json (what it holds), database.sql (dump.ts) and the
// uploaded pictures under uploads/. It is written in a folder beside its final name and renamed
// into place when complete, so a backup file is never half a backup; where it may go is
// target.ts's rule.

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
  /** The data folder whose pictures (uploads/) go into the backup. */
  dataDir: string;
  file: string;
}): Promise<BackupManifest> {
  const { database, dataDir, file } = options;
  await checkBackupTarget(file, dataDir);
  const uploadsDir = uploadsDirOf(dataDir);
  // A backup holds what the data folder holds (addresses, password hashes): its owner's only,
  // every file of it created so from its first byte, in a folder only the owner can enter.
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(path.join(path.dirname(file), '.backup-'));
  try {
    const sqlFile = privateFile(path.join(staging, 'database.sql'));
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
    await writeFile(path.join(staging, 'backup.json'), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: 0o600,
    });
    if (uploads.length) await symlink(path.resolve(uploadsDir), path.join(staging, 'uploads'));
    const partial = path.join(staging, 'backup.tar.gz');
    await pipeline(
      createTar({ gzip: true, cwd: staging, follow: true, portable: true }, [
        'backup.json',
        'database.sql',
        ...uploads.map((name) => `uploads/${name}`),
      ]),
      privateFile(partial),
    );
    await rename(partial, file);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** A new file only its owner may read; never an existing one, nor one a link points to. */
const privateFile = (file: string) => createWriteStream(file, { flags: 'wx', mode: 0o600 });

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort();
}
