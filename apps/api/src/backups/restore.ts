import { existsSync, type Stats } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { extract } from 'tar';
import { type Actor, recordActivity } from '../activity/index.ts';
import { type Database, type DatabaseTarget, openDatabase } from '../db/client.ts';
import { PICTURE_FILE_NAME } from '../images/image-store.ts';
import { BACKUP_FORMAT, type BackupManifest } from './archive.ts';
import { publicTableCount, rowCount } from './repository.ts';

// A backup file put back: the database into an empty embedded data folder or an empty PostgreSQL
// database (which is also how an embedded shop moves up to PostgreSQL), the pictures beside any
// already in the uploads folder. Nothing that holds data is ever overwritten, only the backup's
// own files are taken from the archive, and the restored rows are counted against the backup's
// record before it is called done. The backup's SQL is run as it is: restore only your own.

export class RestoreError extends Error {}

export type RestoreTarget =
  | { kind: 'pglite'; dbDir: string; uploadsDir: string }
  | { kind: 'postgres'; url: string; uploadsDir: string };

export type Restored = {
  manifest: BackupManifest;
  /** Entries of the archive left out: neither the backup's files nor pictures named as ours. */
  skipped: string[];
};

/** Who puts a backup back: the owner, with the restore command, the shop stopped. */
const RESTORE_TOOL: Actor = { id: null, name: 'The owner (npm run restore)', role: null };

export async function restoreBackup(file: string, target: RestoreTarget): Promise<Restored> {
  if (!existsSync(file)) throw new RestoreError(`There is no backup file ${file}`);
  if (target.kind === 'pglite') await mustBeEmpty(target.dbDir, 'The database folder');

  await mkdir(path.dirname(target.uploadsDir), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(target.uploadsDir), '.restore-'));
  try {
    const skipped: string[] = [];
    const filter = (entryPath: string, entry: { type?: string } | Stats) => {
      const taken = 'type' in entry && isBackupEntry(entryPath, entry.type);
      if (!taken) skipped.push(entryPath);
      return taken;
    };
    await extract({ file, cwd: staging, strict: true, filter }).catch((error: Error) => {
      throw new RestoreError(`${file} is not a readable backup: ${error.message}`);
    });
    const manifest = await readManifest(staging, file);
    const databaseTarget: DatabaseTarget =
      target.kind === 'pglite'
        ? { kind: 'pglite', dataDir: target.dbDir }
        : { kind: 'postgres', url: target.url };
    const database = await openDatabase(databaseTarget);
    try {
      if (target.kind === 'postgres') await mustHaveNoTables(database);
      await database.runScript(await readFile(path.join(staging, 'database.sql'), 'utf8'));
      await checkCounts(database, manifest);
      await recordActivity(database.db, RESTORE_TOOL, {
        action: 'backup.restore',
        subject: 'backup',
        after: { file: path.basename(file), backupOf: manifest.createdAt },
      });
    } catch (error) {
      // The embedded database was created here: a failed restore leaves no half of it behind.
      await database.close();
      if (target.kind === 'pglite') await rm(target.dbDir, { recursive: true, force: true });
      throw error;
    }
    await database.close();
    await addPictures(path.join(staging, 'uploads'), target.uploadsDir);
    return { manifest, skipped };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * What a restore takes from an archive: the two files of the backup, and pictures under the names
 * the shop gives them. The SQL is run and the pictures are served, so nothing else gets in: no
 * link, no folder, no path that leads elsewhere (`../`, `/`), no other name.
 */
function isBackupEntry(entryPath: string, type: string | undefined): boolean {
  if (type !== 'File' && type !== 'OldFile') return false;
  if (entryPath === 'backup.json' || entryPath === 'database.sql') return true;
  const [folder, name, ...rest] = entryPath.split('/');
  return folder === 'uploads' && rest.length === 0 && PICTURE_FILE_NAME.test(name ?? '');
}

/** Moves the backup's pictures in; one already there (the same name, the same picture) stays. */
async function addPictures(from: string, to: string) {
  await mkdir(to, { recursive: true });
  if (!existsSync(from)) return;
  for (const name of await readdir(from)) {
    if (!existsSync(path.join(to, name))) await rename(path.join(from, name), path.join(to, name));
  }
}

async function mustBeEmpty(dir: string, what: string) {
  if (existsSync(dir) && (await readdir(dir)).length > 0)
    throw new RestoreError(`${what} ${dir} is not empty: a restore never writes over data`);
}

async function mustHaveNoTables(database: Database) {
  if ((await publicTableCount(database.db)) > 0)
    throw new RestoreError(
      'The PostgreSQL database already has tables: restore into a new, empty database',
    );
}

async function readManifest(staging: string, file: string): Promise<BackupManifest> {
  try {
    const manifest = JSON.parse(
      await readFile(path.join(staging, 'backup.json'), 'utf8'),
    ) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT) throw new Error(`format ${manifest.format}`);
    if (!existsSync(path.join(staging, 'database.sql'))) throw new Error('no database.sql');
    return manifest;
  } catch (error) {
    throw new RestoreError(`${file} is not a backup of this shop (${(error as Error).message})`);
  }
}

async function checkCounts(database: Database, manifest: BackupManifest) {
  for (const [table, expected] of Object.entries(manifest.tables)) {
    const restored = await rowCount(database.db, table);
    if (restored !== expected)
      throw new RestoreError(`${table}: the backup holds ${expected} rows, ${restored} restored`);
  }
}
