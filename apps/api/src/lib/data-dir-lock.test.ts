import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataDirInUseError,
  LOCK_FILE,
  type LockHolder,
  lockDataDir,
  readHolder,
} from './data-dir-lock.ts';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'adepa-lock-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));

/** Another node process that tries to take `dir`: 'taken' or the refusal's message. */
function otherProcess(dir: string, holdMs = 0): Promise<{ outcome: string; pid: number }> {
  const code = `
    const { lockDataDir } = await import(${JSON.stringify(lockModule)});
    try { lockDataDir(${JSON.stringify(dir)}); console.log('taken'); }
    catch (error) { console.log(error.message); }
    await new Promise((resolve) => setTimeout(resolve, ${holdMs}));`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code]);
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  return new Promise((resolve) =>
    child.on('exit', () => resolve({ outcome: out.trim(), pid: child.pid ?? 0 })),
  );
}

function writeHolder(dir: string, holder: Partial<LockHolder>) {
  const full: LockHolder = {
    pid: process.pid,
    hostname: hostname(),
    command: 'node server.mjs',
    startedAt: '2026-11-20T08:00:00.000Z',
    ...holder,
  };
  writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(full));
}

describe('the data folder lock', { timeout: 30_000 }, () => {
  it('lets one holder in and refuses the next, naming the folder and the holding process', () => {
    const dir = folder();
    const lock = lockDataDir(dir);
    expect(readHolder(lock.file)?.pid).toBe(process.pid);
    const refusal = (() => {
      try {
        lockDataDir(dir);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect(String(refusal)).toContain(dir);
    expect(String(refusal)).toContain(`pid ${process.pid}`);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    lockDataDir(dir).release();
  });

  it('refuses a second process while the first holds the folder', async () => {
    const dir = folder();
    const lock = lockDataDir(dir);
    const other = await otherProcess(dir);
    expect(other.outcome).toContain(`is in use by another shop process (pid ${process.pid}`);
    lock.release();
  });

  it('takes over the lock of a process that was killed, and gives it up when it exits', async () => {
    const dir = folder();
    const first = await otherProcess(dir);
    expect(first.outcome).toBe('taken');
    // It exited without releasing: what a SIGKILL or a power cut leaves behind.
    writeHolder(dir, { pid: first.pid });
    const second = await otherProcess(dir);
    expect(second.outcome).toBe('taken');
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('takes over a lock from an earlier boot or whose pid now belongs to another process', () => {
    const dir = folder();
    writeHolder(dir, { pid: process.pid, bootId: 'an-earlier-boot', startTicks: 1 });
    lockDataDir(dir).release();
    if (!existsSync('/proc/self/stat')) return;
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    writeHolder(dir, { pid: process.ppid, bootId, startTicks: -1 });
    lockDataDir(dir).release();
  });

  it('counts a holder on another machine as alive', () => {
    const dir = folder();
    writeHolder(dir, { pid: 1, hostname: 'till-in-the-back-room' });
    expect(() => lockDataDir(dir)).toThrow(/pid 1 on till-in-the-back-room/);
  });

  it('lets exactly one of several processes take over the same dead lock', async () => {
    const dir = folder();
    const dead = await otherProcess(dir);
    writeHolder(dir, { pid: dead.pid });
    const racers = await Promise.all([1, 2, 3].map(() => otherProcess(dir, 1500)));
    expect(racers.filter((r) => r.outcome === 'taken')).toHaveLength(1);
    for (const loser of racers.filter((r) => r.outcome !== 'taken'))
      expect(loser.outcome).toMatch(/in use by another shop process/);
  });

  it('names where the running shop answers its tools, replacing the file whole', () => {
    const dir = folder();
    const lock = lockDataDir(dir);
    lock.announce({ url: 'http://127.0.0.1:3000', token: 'secret' });
    expect(readHolder(lock.file)).toMatchObject({
      pid: process.pid,
      control: { url: 'http://127.0.0.1:3000', token: 'secret' },
    });
    lock.release();
  });
});
