import { execFileSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

// A real full disk and a real read-only one, for one folder: a tiny tmpfs mounted over it (root
// only; chmod would not stop root from writing, a mount does). What was in the folder is hidden
// until `unmount`.

export function isMounted(dir: string): boolean {
  return readFileSync('/proc/mounts', 'utf8')
    .split('\n')
    .some((line) => line.split(' ')[1] === dir);
}

/** Mounts a 64 KiB tmpfs over `dir` and fills it, so that the next write fails with ENOSPC. */
export function mountFullDisk(dir: string): string {
  mountSmallDisk(dir, '64k');
  return fillDisk(dir);
}

/** Mounts an empty tmpfs of `size` (`96m`) over `dir`, for a folder that fills up later. */
export function mountSmallDisk(dir: string, size: string) {
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0755`, 'tmpfs', dir]);
}

/** Fills the disk under `dir` with one file, so that the next write there fails with ENOSPC. */
export function fillDisk(dir: string): string {
  const filler = path.join(dir, 'filler');
  const fd = openSync(filler, 'w');
  try {
    const page = Buffer.alloc(4096, 1);
    for (;;) writeSync(fd, page);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(fd);
  }
  return filler;
}

/** Gives the space `fillDisk` took back. */
export function removeFiller(filler: string) {
  rmSync(filler);
}

/** The same mount, read-only from now on: writes fail with EROFS. */
export function makeReadOnly(dir: string) {
  execFileSync('mount', ['-o', 'remount,ro', dir]);
}

export function unmount(dir: string) {
  if (isMounted(dir)) execFileSync('umount', [dir]);
}
