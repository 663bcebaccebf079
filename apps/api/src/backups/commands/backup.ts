import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { DataDirInUseError, lockDataDir } from '../../lib/data-dir-lock.ts';
import { writeBackup } from '../archive.ts';
import { stamp } from '../schedule.ts';
import { runCommand } from './run-command.ts';

// `npm run backup [-- FILE]`: one backup file of the shop (database and pictures), by default in
// the backup folder. On PostgreSQL it reads the database directly; an embedded shop that is
// running is asked to write it (the lock file names where), one that is stopped is read here.

await runCommand(async () => {
  const config = loadConfig();
  const file = path.resolve(
    process.argv[2] ?? path.join(config.backups.dir, `backup-${stamp(new Date())}.tar.gz`),
  );
  if (config.databaseUrl) {
    const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
    try {
      return report(file, await writeBackup({ database, dataDir: config.dataDir, file }));
    } finally {
      await database.close();
    }
  }
  let lock: Awaited<ReturnType<typeof lockDataDir>>;
  try {
    lock = await lockDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) return askRunningShop(error, file);
    throw error;
  }
  try {
    const dbDir = path.join(config.dataDir, 'db');
    if (!existsSync(dbDir)) throw new Error(`There is no shop in ${config.dataDir} to back up`);
    const database = await openDatabase({ kind: 'pglite', dataDir: dbDir });
    try {
      return report(file, await writeBackup({ database, dataDir: config.dataDir, file }));
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
});

async function askRunningShop({ holder, message }: DataDirInUseError, file: string) {
  // No holder: its lock file cannot be read, and the message says what to do.
  if (!holder) throw new Error(message);
  if (!holder.control)
    throw new Error(`${message}\nIt is still starting: try again once it serves.`);
  console.log(`The shop is running (pid ${holder.pid}): asking it for the backup...`);
  const response = await fetch(`${holder.control.url}/api/backups`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${holder.control.token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ file }),
  });
  const body = (await response.json()) as { file?: string; bytes?: number; error?: string };
  if (!response.ok) throw new Error(body.error ?? `The shop answered ${response.status}`);
  console.log(`Backup written to ${body.file} (${((body.bytes ?? 0) / 1e6).toFixed(1)} MB).`);
}

function report(file: string, manifest: Awaited<ReturnType<typeof writeBackup>>) {
  const t = manifest.tables;
  console.log(
    `Backup written to ${file}: ${t.orders ?? 0} orders, ${t.products ?? 0} products, ` +
      `${t.users ?? 0} accounts, ${t.reviews ?? 0} reviews, ${manifest.uploads} picture files.`,
  );
}
