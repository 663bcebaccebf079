import { mkdirSync, rmdirSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createLockFile, type LockHolder, readLockFile, replaceLockFile } from './lock-file.ts';
import { identityOfThisProcess, type Liveness, livenessOf } from './process-liveness.ts';

export type { LockHolder } from './lock-file.ts';

// One process owns an embedded shop's data folder. Two PGlite instances on one data directory
// overwrite each other's pages and the orders one of them confirmed are lost, and PGlite has no
// lock of its own, so the api takes one before it opens the database: DATA_DIR/shop.lock, created
// atomically, naming the process that holds it. Only a lock whose process is certainly gone
// (process-liveness.ts) is taken over; a live holder, one that cannot be checked from here and a
// lock file that cannot be read all stop the newcomer with a message saying what to do. A holder
// that is stopping says so in the lock, and a newcomer waits a few seconds for it to finish.

export const LOCK_FILE = 'shop.lock';
/** A takeover left half-done by a process killed in the middle of it is cleared after this. */
const TAKEOVER_STALE_MS = 30_000;
/** How long a start waits for a stopping holder (a restart right after SIGTERM). */
const STOPPING_WAIT_MS = 5_000;
const POLL_MS = 100;

/** The folder cannot be taken: `holder` holds it, or (null) its lock file cannot be read. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
    message: string,
  ) {
    super(message);
  }
}

export type DataDirLock = {
  file: string;
  holder: LockHolder;
  /** Names where the shop answers its tools, for `npm run backup` while it serves. */
  announce(control: LockHolder['control']): void;
  /** Tells a start that finds the lock that it is about to go (the shop is shutting down). */
  markStopping(): void;
  /** Gives the folder up (also done when the process exits). */
  release(): void;
};

/**
 * Takes DATA_DIR for this process, or throws DataDirInUseError. A holder that is stopping is
 * waited for, `stoppingWaitMs` at most.
 */
export async function lockDataDir(
  dataDir: string,
  { stoppingWaitMs = STOPPING_WAIT_MS } = {},
): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const holder: LockHolder = {
    ...identityOfThisProcess(),
    command: process.argv.map((part) => path.basename(part)).join(' '),
    startedAt: new Date().toISOString(),
  };
  const waitUntil = Date.now() + stoppingWaitMs;
  while (!createLockFile(file, holder)) {
    const current = readLock(file, dataDir);
    // Released between the two steps: try again.
    if (!current) continue;
    const liveness = livenessOf(current);
    if (liveness.state === 'gone') {
      takeOver(file, current, holder, dataDir);
      break;
    }
    if (!current.stoppingSince || Date.now() >= waitUntil)
      throw inUse(dataDir, file, current, liveness);
    await sleep(POLL_MS);
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    if (readHolder(file)?.pid === holder.pid) unlinkSync(file);
  };
  process.on('exit', release);
  return {
    file,
    holder,
    announce(control) {
      holder.control = control;
      replaceLockFile(file, holder);
    },
    markStopping() {
      if (!held) return;
      holder.stoppingSince = new Date().toISOString();
      replaceLockFile(file, holder);
    },
    release,
  };
}

/** The holder the lock file names; null when there is none or it cannot be read. */
export function readHolder(file: string): LockHolder | null {
  const found = readLockFile(file);
  return found && 'unreadable' in found ? null : found;
}

/**
 * The holder the lock file names, or null when there is no lock file. One that exists but cannot
 * be read may still belong to a running shop, so it stops the start.
 */
function readLock(file: string, dataDir: string): LockHolder | null {
  const found = readLockFile(file);
  if (found && 'unreadable' in found) throw unreadable(dataDir, file, found.unreadable);
  return found;
}

/**
 * Replaces a dead holder's lock. Two newcomers may find the same dead lock: the takeover folder
 * lets one of them through, which checks again that the lock it removes is still the dead one.
 */
function takeOver(file: string, dead: LockHolder, holder: LockHolder, dataDir: string) {
  const gate = `${file}.takeover`;
  try {
    mkdirSync(gate);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (Date.now() - statSync(gate).mtimeMs < TAKEOVER_STALE_MS)
      throw inUse(dataDir, file, dead, { state: 'running' });
  }
  try {
    const current = readLock(file, dataDir);
    if (current) {
      const liveness = livenessOf(current);
      if (current.pid !== dead.pid || liveness.state !== 'gone')
        throw inUse(dataDir, file, current, liveness);
    }
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (!createLockFile(file, holder)) {
      const winner = readLock(file, dataDir) ?? holder;
      throw inUse(dataDir, file, winner, { state: 'running' });
    }
  } finally {
    rmdirSync(gate);
  }
}

function inUse(dataDir: string, file: string, holder: LockHolder, liveness: Liveness) {
  const where = liveness.state === 'unknowable' ? ` ${liveness.where}` : '';
  const stopping = holder.stoppingSince
    ? ` It has been stopping since ${holder.stoppingSince}: start this one again once it has stopped.`
    : '';
  const unknowable =
    liveness.state === 'unknowable'
      ? ` Its process cannot be checked from here: if it no longer runs, delete ${file}.`
      : '';
  return new DataDirInUseError(
    dataDir,
    holder,
    `The data folder ${dataDir} is in use by another shop process (pid ${holder.pid}${where}, ` +
      `started ${holder.startedAt}: ${holder.command}). Two processes on one folder lose ` +
      `orders: stop that one first, or give this one its own DATA_DIR.${stopping}${unknowable}`,
  );
}

function unreadable(dataDir: string, file: string, reason: string) {
  return new DataDirInUseError(
    dataDir,
    null,
    `The data folder ${dataDir} has a lock file, ${file}, that cannot be read (${reason}), so ` +
      'it cannot be told whether another shop process is using the folder. Make sure none is ' +
      `(here, or in a container that shares the folder), then delete ${file} and start again.`,
  );
}
