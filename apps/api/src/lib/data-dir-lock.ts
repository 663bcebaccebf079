import {
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

// One process owns an embedded shop's data folder. Two PGlite instances on one data directory
// overwrite each other's pages and the orders one of them confirmed are lost, and PGlite has no
// lock of its own, so the api takes one before it opens the database: DATA_DIR/shop.lock, created
// atomically, naming the process that holds it. A lock whose process is gone (killed, or the
// machine lost power) is taken over; a live one stops the newcomer with a message naming both.

export const LOCK_FILE = 'shop.lock';
/** A takeover left half-done by a process killed in the middle of it is cleared after this. */
const TAKEOVER_STALE_MS = 30_000;

export type LockHolder = {
  pid: number;
  hostname: string;
  /** Linux: the boot the process ran in, and its start time in clock ticks since that boot. */
  bootId?: string;
  startTicks?: number;
  command: string;
  startedAt: string;
  /** Where the running shop answers its owner's tools (`npm run backup`), once it listens. */
  control?: { url: string; token: string };
};

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    const where = holder.hostname === hostname() ? '' : ` on ${holder.hostname}`;
    super(
      `The data folder ${dataDir} is in use by another shop process (pid ${holder.pid}${where}, ` +
        `started ${holder.startedAt}: ${holder.command}). Two processes on one folder lose ` +
        'orders: stop that one first, or give this one its own DATA_DIR.',
    );
  }
}

export type DataDirLock = {
  file: string;
  holder: LockHolder;
  /** Names where the shop answers its tools, for `npm run backup` while it serves. */
  announce(control: LockHolder['control']): void;
  /** Gives the folder up (also done when the process exits). */
  release(): void;
};

/** Takes DATA_DIR for this process, or throws DataDirInUseError naming the live holder. */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const holder = thisProcess();
  if (!create(file, holder)) {
    const current = readHolder(file);
    if (current && isAlive(current)) throw new DataDirInUseError(dataDir, current);
    takeOver(file, current, holder, dataDir);
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
      const temporary = `${file}.${process.pid}`;
      writeFileSync(temporary, JSON.stringify(holder), { mode: 0o600 });
      // A rename replaces the file whole: a reader never sees half of it.
      renameSync(temporary, file);
    },
    release,
  };
}

/** The holder the lock file names; null when there is none or it cannot be read. */
export function readHolder(file: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
    return Number.isInteger(holder.pid) ? holder : null;
  } catch {
    return null;
  }
}

/** Creates the lock file with its content in one step; false if it already exists. */
function create(file: string, holder: LockHolder): boolean {
  const temporary = `${file}.${process.pid}`;
  writeFileSync(temporary, JSON.stringify(holder), { mode: 0o600 });
  try {
    linkSync(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temporary);
  }
}

/**
 * Replaces a dead holder's lock. Two newcomers may find the same dead lock: the takeover folder
 * lets one of them through, which checks again that the lock it removes is still the dead one.
 */
function takeOver(file: string, dead: LockHolder | null, holder: LockHolder, dataDir: string) {
  const gate = `${file}.takeover`;
  try {
    mkdirSync(gate);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (Date.now() - statSync(gate).mtimeMs < TAKEOVER_STALE_MS) {
      throw new DataDirInUseError(dataDir, dead ?? holder);
    }
  }
  try {
    const current = readHolder(file);
    if (current && (current.pid !== dead?.pid || isAlive(current))) {
      throw new DataDirInUseError(dataDir, current);
    }
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (!create(file, holder)) {
      const winner = readHolder(file);
      throw new DataDirInUseError(dataDir, winner ?? holder);
    }
  } finally {
    rmdirSync(gate);
  }
}

function thisProcess(): LockHolder {
  return {
    pid: process.pid,
    hostname: hostname(),
    ...linuxIdentity(process.pid),
    command: process.argv.map((part) => path.basename(part)).join(' '),
    startedAt: new Date().toISOString(),
  };
}

/**
 * Whether the holder still runs. On another machine it cannot be checked and counts as alive. On
 * Linux a holder from an earlier boot is gone, and a pid since reused by another process is told
 * apart by its start time.
 */
function isAlive(holder: LockHolder): boolean {
  if (holder.hostname !== hostname()) return true;
  const now = linuxIdentity(holder.pid);
  if (holder.bootId && now.bootId && holder.bootId !== now.bootId) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  if (holder.startTicks !== undefined && now.startTicks !== undefined)
    return holder.startTicks === now.startTicks;
  return true;
}

/** The boot id and a process's start time, where /proc has them. */
function linuxIdentity(pid: number): { bootId?: string; startTicks?: number } {
  try {
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime); the command in field 2 may hold spaces, so count after its ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTicks = Number(fields[19]);
    return { bootId, ...(Number.isFinite(startTicks) && { startTicks }) };
  } catch {
    return {};
  }
}
