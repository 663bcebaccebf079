import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
} from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiNodeArgs } from '../scripts/api-command.mjs';
import { freePort } from '../tools/ports.ts';
import { startShop as startToolkitShop } from '../tools/shop-process.ts';
import { expect, test } from './fixtures.ts';
import { shopDataDir, shopUrl } from './helpers/shop.ts';

// One process owns an embedded shop's data folder: a second `npm start` on it stops at once,
// saying which folder and which process, while the first keeps serving; a shop killed without
// warning leaves a lock the next start takes over, and a restart while the first is still
// stopping waits for it.

const folders: string[] = [];
test.afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** The api on `dataDir`, its output kept, for a start that is meant to stop at once. */
async function spawnShop(dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, await apiNodeArgs(), {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      BACKUP_EVERY_HOURS: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, url: `http://127.0.0.1:${port}` };
}

/** The shop on `dataDir`, answering, as the toolkit starts every shop of the tools and tests. */
const startShop = (dataDir: string, env: Record<string, string> = {}) =>
  startToolkitShop({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'false',
    BACKUP_EVERY_HOURS: '0',
    ...env,
  });

/** Starts the api on `dataDir` and waits for it to exit: its exit code and what it printed. */
async function startAndWaitForExit(dataDir: string, env: Record<string, string> = {}) {
  const { child, exited } = await spawnShop(dataDir, env);
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const code = await exited;
  clearTimeout(timer);
  return { code, output };
}

test.describe('one shop per data folder', () => {
  test('stops a second shop on the same folder at once, naming the folder and the first', async () => {
    const dataDir = shopDataDir();
    const second = await startAndWaitForExit(dataDir);
    expect(second.code).toBe(1);
    expect(second.output).toContain(`The data folder ${dataDir} is in use by another shop process`);
    expect(second.output).toMatch(/\(pid \d+, started /);
    expect((await fetch(`${shopUrl()}/api/health`)).status).toBe(200);
  });

  test('takes over the folder of a shop that was killed, with its data', async () => {
    test.setTimeout(120_000);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'adepa-killed-'));
    folders.push(dataDir);
    const first = await startShop(dataDir, { SEED_DEMO: 'true' });
    const listing = async (url: string) =>
      (await fetch(`${url}/api/products/allProducts?page=1`)).json() as Promise<{
        products: unknown[];
        numberOfPages: number;
      }>;
    const before = await listing(first.url);
    expect(before.products.length).toBeGreaterThan(0);
    await first.kill();
    const next = await startShop(dataDir);
    try {
      expect(await listing(next.url)).toEqual(before);
    } finally {
      expect(await next.stop()).toBe(0);
    }
  });

  test('a restart right after a stop waits for the stopping shop, then takes the folder', async () => {
    test.setTimeout(120_000);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'adepa-restart-'));
    folders.push(dataDir);
    const first = await startShop(dataDir);
    // A request still arriving keeps the first shop stopping until its connection ends.
    const { port } = new URL(first.url);
    const slow = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => slow.once('connect', resolve));
    slow.write(
      'POST /api/contact HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"name":',
    );
    // Killed before it has read those headers, the shop would close the connection as idle.
    await sleep(1000);
    first.child.kill('SIGTERM');
    const lock = () => readFileSync(path.join(dataDir, 'shop.lock'), 'utf8');
    while (!lock().includes('stoppingSince')) await sleep(50);

    const second = startShop(dataDir);
    await sleep(2000);
    expect(first.child.exitCode).toBeNull();
    slow.destroy();
    expect(await first.exited).toBe(0);
    const restarted = await second;
    try {
      expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200);
    } finally {
      expect(await restarted.stop()).toBe(0);
    }
  });

  test('leaves a database it cannot open exactly as it is, and says how to restore the last backup', async () => {
    test.setTimeout(120_000);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'adepa-broken-'));
    folders.push(dataDir);
    const shop = await startShop(dataDir, { BACKUP_EVERY_HOURS: '24' });
    // The first backup is taken a moment after the shop answers; its folder is made then.
    const backups = path.join(dataDir, 'backups');
    while (!(existsSync(backups) && readdirSync(backups).some((f) => f.endsWith('.tar.gz'))))
      await new Promise((resolve) => setTimeout(resolve, 200));
    await shop.stop();
    // What a crash in the middle of writing the control file would leave.
    truncateSync(path.join(dataDir, 'db', 'global', 'pg_control'));
    const files = (dir: string) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        // The engine's own pid file, written on every start as PostgreSQL's is.
        .filter((name) => name !== 'postmaster.pid')
        .sort()
        .map((name) => `${name} ${statSync(path.join(dir, name)).size}`);
    const before = files(path.join(dataDir, 'db'));

    const broken = await startAndWaitForExit(dataDir);
    expect(broken.code).toBe(1);
    expect(broken.output).toContain(
      `The shop's database in ${path.join(dataDir, 'db')} could not be opened`,
    );
    expect(broken.output).toContain('Nothing in it has been changed or deleted.');
    expect(broken.output).toMatch(/npm run restore -- .*backups\/scheduled-.*\.tar\.gz/);
    expect(files(path.join(dataDir, 'db'))).toEqual(before);
  });
});
