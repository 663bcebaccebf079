import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
    try { await lockDataDir(${JSON.stringify(dir)}); console.log('taken'); }
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

/**
 * A node process that takes `dir`, runs `then` (with `lock` in scope) and exits; resolves once it
 * prints 'ready', with its exit to come.
 */
async function holderProcess(dir: string, then: string) {
  const code = `
    const { lockDataDir } = await import(${JSON.stringify(lockModule)});
    const lock = await lockDataDir(${JSON.stringify(dir)});
    ${then}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code]);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
    child.on('exit', () => reject(new Error('the holder exited before it was ready')));
  });
  return { pid: child.pid ?? 0, exited };
}

const bootId = () => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
const onLinux = existsSync('/proc/self/ns/pid');

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
  it('lets one holder in and refuses the next at once, naming the folder and the holding process', async () => {
    const dir = folder();
    const lock = await lockDataDir(dir);
    expect(readHolder(lock.file)?.pid).toBe(process.pid);
    const started = Date.now();
    const refusal = await lockDataDir(dir).catch((error) => error);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect(String(refusal)).toContain(dir);
    expect(String(refusal)).toContain(`pid ${process.pid}`);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    (await lockDataDir(dir)).release();
  });

  it('refuses a second process while the first holds the folder', async () => {
    const dir = folder();
    const lock = await lockDataDir(dir);
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

  it('takes over a lock from an earlier boot or whose pid now belongs to another process', async () => {
    const dir = folder();
    writeHolder(dir, { pid: process.pid, bootId: 'an-earlier-boot', startTicks: 1 });
    (await lockDataDir(dir)).release();
    if (!existsSync('/proc/self/stat')) return;
    writeHolder(dir, { pid: process.ppid, bootId: bootId(), startTicks: -1 });
    (await lockDataDir(dir)).release();
  });

  it('counts a holder on another machine as alive', async () => {
    const dir = folder();
    writeHolder(dir, { pid: 1, hostname: 'till-in-the-back-room' });
    await expect(lockDataDir(dir)).rejects.toThrow(/pid 1 on till-in-the-back-room/);
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

  it('names where the running shop answers its tools, replacing the file whole', async () => {
    const dir = folder();
    const lock = await lockDataDir(dir);
    lock.announce({ url: 'http://127.0.0.1:3000', token: 'secret' });
    expect(readHolder(lock.file)).toMatchObject({
      pid: process.pid,
      control: { url: 'http://127.0.0.1:3000', token: 'secret' },
    });
    lock.release();
  });
});

describe('the data folder lock at its edges', { timeout: 30_000 }, () => {
  it('counts a lock file it cannot read as held, naming the file and what to do', async () => {
    const dir = folder();
    const file = path.join(dir, LOCK_FILE);
    for (const content of ['', '{"pid": 41', '{"hostname": "shop"}']) {
      writeFileSync(file, content);
      const refusal = await lockDataDir(dir).catch((error) => error);
      expect(refusal).toBeInstanceOf(DataDirInUseError);
      expect(refusal.message).toContain(`has a lock file, ${file}, that cannot be read`);
      expect(refusal.message).toContain(`then delete ${file} and start again`);
      expect(readFileSync(file, 'utf8')).toBe(content);
    }
  });

  it.runIf(onLinux)(
    'takes over the lock of a zombie: exited, not yet reaped by its parent',
    async () => {
      const dir = folder();
      // `sleep 0.2` becomes a zombie when it ends: the `sleep 30` its shell turned into never
      // reaps it.
      const parent = spawn('sh', ['-c', 'sleep 0.2 & echo $!; exec sleep 30']);
      try {
        const pid = Number(await new Promise((resolve) => parent.stdout.once('data', resolve)));
        const state = () => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
        while (state() !== 'Z') await new Promise((resolve) => setTimeout(resolve, 50));
        writeHolder(dir, { pid, bootId: bootId() });
        const lock = await lockDataDir(dir);
        expect(readHolder(lock.file)?.pid).toBe(process.pid);
        lock.release();
      } finally {
        parent.kill();
      }
    },
  );

  it('waits for a holder that is stopping, and takes the folder once it has stopped', async () => {
    const dir = folder();
    const holder = await holderProcess(
      dir,
      `lock.markStopping(); console.log('ready'); setTimeout(() => process.exit(0), 1000);`,
    );
    const lock = await lockDataDir(dir);
    expect(readHolder(lock.file)?.pid).toBe(process.pid);
    await holder.exited;
    lock.release();
  });

  it('refuses a holder still stopping after the wait, saying so', async () => {
    const dir = folder();
    const holder = await holderProcess(
      dir,
      `lock.markStopping(); console.log('ready'); setTimeout(() => process.exit(0), 3000);`,
    );
    const started = Date.now();
    const refusal = await lockDataDir(dir, { stoppingWaitMs: 1000 }).catch((error) => error);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(refusal.message).toContain(`(pid ${holder.pid}, started`);
    expect(refusal.message).toMatch(/It has been stopping since .*: start this one again/);
    await holder.exited;
  });

  it.runIf(onLinux)(
    'counts a holder in another PID namespace of this boot as alive, naming it',
    async () => {
      const dir = folder();
      const file = path.join(dir, LOCK_FILE);
      // A container sharing the folder: its pid means nothing here (this one has exited).
      const { pid } = await otherProcess(folder());
      const theirs = statSync('/proc/self/ns/pid').ino + 1;
      writeHolder(dir, { pid, bootId: bootId(), pidNamespace: theirs });
      await expect(lockDataDir(dir)).rejects.toThrow(
        `(pid ${pid} in another PID namespace, such as another container, started`,
      );
      await expect(lockDataDir(dir)).rejects.toThrow(`if it no longer runs, delete ${file}.`);
      // The same container's lock from before a reboot is gone.
      writeHolder(dir, { pid, bootId: 'an-earlier-boot', pidNamespace: theirs });
      (await lockDataDir(dir)).release();
    },
  );

  it.runIf(onLinux)('records the boot and the PID namespace of its holder', async () => {
    const lock = await lockDataDir(folder());
    expect(readHolder(lock.file)).toMatchObject({
      bootId: bootId(),
      pidNamespace: statSync('/proc/self/ns/pid').ino,
    });
    lock.release();
  });
});
