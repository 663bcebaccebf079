import {
  closeSync,
  fsyncSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import type { ProcessIdentity } from './process-liveness.ts';

// The data folder's lock file (data-dir-lock.ts holds its rules): one JSON object naming the
// process that holds the folder. It is only ever put in place whole, by a link or a rename of a
// file already on the disk, so a reader finds no file, a whole one, or one damaged by something
// other than the shop.

export type LockHolder = ProcessIdentity & {
  command: string;
  startedAt: string;
  /** Where the running shop answers its owner's tools (`npm run backup`), once it listens. */
  control?: { url: string; token: string };
  /** Set when the holder has begun to stop: its lock goes once in-flight requests end. */
  stoppingSince?: string;
};

/** The holder the file names; null when there is no file; why not when it cannot be read. */
export function readLockFile(file: string): LockHolder | null | { unreadable: string } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? null : { unreadable: code ?? String(error) };
  }
  let holder: Partial<LockHolder> | null;
  try {
    holder = JSON.parse(text) as Partial<LockHolder> | null;
  } catch {
    return { unreadable: 'it is not the JSON a shop writes' };
  }
  if (!Number.isInteger(holder?.pid) || typeof holder?.hostname !== 'string')
    return { unreadable: 'it names no process' };
  return holder as LockHolder;
}

/** Creates the lock file with its content in one step; false if it already exists. */
export function createLockFile(file: string, holder: LockHolder): boolean {
  const temporary = writeTemporary(file, holder);
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

/** Replaces the lock file's content whole: a reader never sees half of it. */
export function replaceLockFile(file: string, holder: LockHolder) {
  renameSync(writeTemporary(file, holder), file);
}

/**
 * The content in a file of its own, on the disk before it is linked or renamed into place: an
 * unreadable lock stops every start, so a power cut must not leave an empty one.
 */
function writeTemporary(file: string, holder: LockHolder): string {
  const temporary = `${file}.${process.pid}`;
  const fd = openSync(temporary, 'w', 0o600);
  try {
    writeSync(fd, JSON.stringify(holder));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return temporary;
}
