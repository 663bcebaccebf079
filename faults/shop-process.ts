import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiNodeArgs } from '../scripts/api-command.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ShopProcess {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

export interface StartOptions {
  /** A command the api runs under, e.g. `['taskset', '-c', '0']` to pin it to one core. */
  prefix?: string[];
  /** How often to ask whether it answers (a start-up time is measured to this precision). */
  pollMs?: number;
}

/**
 * Starts the api as `npm start` would (without the web build), and waits until it answers. Its
 * log (stdout) is dropped unless `log` is 'inherit'; its stderr is always shown.
 */
export async function startShop(
  env: Record<string, string>,
  port?: number,
  log: 'ignore' | 'inherit' = 'ignore',
  options: StartOptions = {},
): Promise<ShopProcess> {
  const listen = port ?? (await freePort());
  const [command = process.execPath, ...args] = [
    ...(options.prefix ?? []),
    process.execPath,
    ...(await apiNodeArgs()),
  ];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(listen),
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', log, 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${listen}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child, exited };
    await sleep(options.pollMs ?? 200);
  }
  child.kill('SIGKILL');
  throw new Error('the shop did not start');
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
