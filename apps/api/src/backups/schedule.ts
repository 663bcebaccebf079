import { readdirSync, readFileSync, statSync } from 'node:fs';
import { readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/client.ts';
import { writeBackup } from './archive.ts';
import { BackupRefused } from './target.ts';

// The embedded shop backs itself up: one backup when the last is older than the interval
// (checked at start and every hour), the newest `keep` kept, and what happened written to
// status.json beside them so the admin dashboard can tell the owner, across restarts. Backups
// asked for by `npm run backup` go through the same queue, one at a time.

const CHECK_EVERY_MS = 60 * 60_000;
const SCHEDULED = /^scheduled-.*\.tar\.gz$/;

export type BackupStatus = {
  lastSuccess?: { at: string; file: string; bytes: number };
  lastFailure?: { at: string; error: string };
};

export type Backups = {
  status(): BackupStatus;
  /** Makes a backup now (to `file`, or a scheduled one in the backup folder). */
  backUp(file?: string): Promise<{ file: string; bytes: number }>;
  /** Stops the schedule, after the backup under way if any. */
  stop(): Promise<void>;
};

export function startBackups(options: {
  database: Database;
  dataDir: string;
  dir: string;
  everyHours: number;
  keep: number;
  log: { info(message: string): void; error(message: string): void };
  /** Calls `check` when the first check should run (once the shop is ready to serve). */
  start?: (check: () => void) => void;
  /** Told of each backup written (the activity log keeps it); a failure here fails no backup. */
  written?: (backup: { file: string; bytes: number; scheduled: boolean }) => Promise<void>;
}): Backups {
  const { database, dataDir, dir, everyHours, keep, log } = options;
  const statusFile = path.join(dir, 'status.json');
  let status = readStatus(statusFile);
  let queue: Promise<unknown> = Promise.resolve();

  const backUp = (file?: string) => {
    const run = queue.then(() => makeBackup(file));
    queue = run.catch(() => {});
    return run;
  };

  async function makeBackup(file?: string) {
    const scheduled = !file;
    const target = file ?? path.join(dir, `scheduled-${stamp(new Date())}.tar.gz`);
    try {
      await writeBackup({ database, dataDir, file: target });
      const { size } = await stat(target);
      status = {
        ...status,
        lastSuccess: { at: new Date().toISOString(), file: target, bytes: size },
      };
      log.info(`Backup written to ${target} (${(size / 1e6).toFixed(1)} MB)`);
      await options
        .written?.({ file: target, bytes: size, scheduled })
        .catch((error: Error) => log.error(`Recording the backup failed: ${error.message}`));
      if (scheduled) await prune(dir, keep);
      return { file: target, bytes: size };
    } catch (error) {
      // A file name refused by the owner's tool is no failure of the backups for the dashboard.
      if (!scheduled && error instanceof BackupRefused) throw error;
      const message = error instanceof Error ? error.message : String(error);
      status = { ...status, lastFailure: { at: new Date().toISOString(), error: message } };
      log.error(`Backup to ${target} failed: ${message}`);
      throw error;
    } finally {
      await writeFile(statusFile, `${JSON.stringify(status, null, 2)}\n`).catch(() => {});
    }
  }

  const due = () => {
    const last = status.lastSuccess ? Date.parse(status.lastSuccess.at) : 0;
    return Date.now() - last >= everyHours * 3_600_000;
  };
  const check = () => {
    if (due()) backUp().catch(() => {});
  };
  const timer = everyHours > 0 ? setInterval(check, CHECK_EVERY_MS) : undefined;
  timer?.unref();
  if (everyHours > 0) (options.start ?? setImmediate)(check);

  return {
    status: () => status,
    backUp,
    async stop() {
      clearInterval(timer);
      await queue;
    },
  };
}

function readStatus(file: string): BackupStatus {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BackupStatus;
  } catch {
    return {};
  }
}

/** Keeps the newest `keep` scheduled backups; backups made by hand are the owner's to remove. */
async function prune(dir: string, keep: number) {
  const scheduled = (await readdir(dir)).filter((name) => SCHEDULED.test(name)).sort();
  for (const name of scheduled.slice(0, Math.max(0, scheduled.length - keep)))
    await rm(path.join(dir, name), { force: true });
}

/** 20261123T031500.123Z: sorts by time, and is a valid file name everywhere. */
export function stamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '');
}

/** The newest backup file in `dir`, to name when the database needs restoring. */
export function newestBackup(dir: string): string | undefined {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.tar.gz'))
      .map((name) => ({ name, at: statSync(path.join(dir, name)).mtimeMs }))
      .sort((a, b) => b.at - a.at)
      .map(({ name }) => path.join(dir, name))[0];
  } catch {
    return undefined;
  }
}
