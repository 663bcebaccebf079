import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { apiNodeArgs } from '../scripts/api-command.mjs';
import { freePort } from './ports.ts';

// The api as `npm start` runs it (the web app is not built here): started once /api/health
// answers, stopped with SIGTERM so that it finishes what is in flight, SIGKILL if it hangs.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const START_TIMEOUT_MS = 150_000;
const STOP_GRACE_MS = 15_000;

export interface ShopProcess {
  url: string;
  child: ChildProcess;
  /** Its exit code, once it has exited (null when a signal ended it). */
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL after 15 s; answers the exit code. Does nothing once it has exited. */
  stop: () => Promise<number | null>;
  /** SIGKILL, as a crash would end it. */
  kill: () => Promise<void>;
}

export interface StartOptions {
  /** Listen here (a restart on the same address); a free port otherwise. */
  port?: number;
  /** Its log (stdout) is dropped unless 'inherit'; its stderr is always shown. */
  log?: 'ignore' | 'inherit';
  /** A command the api runs under, e.g. `['taskset', '-c', '0']` to pin it to one core. */
  prefix?: string[];
  /** How often to ask whether it answers (a start-up time is measured to this precision). */
  pollMs?: number;
}

/** Starts the api with `env` over this process's environment and waits until it answers. */
export async function startShop(
  env: Record<string, string>,
  options: StartOptions = {},
): Promise<ShopProcess> {
  const port = options.port ?? (await freePort());
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
      PORT: String(port),
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', options.log ?? 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  const shop: ShopProcess = {
    url: `http://127.0.0.1:${port}`,
    child,
    exited,
    async stop() {
      if (!running()) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
    async kill() {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
  };
  await untilHealthy(shop, options.pollMs ?? 200);
  return shop;
}

async function untilHealthy(shop: ShopProcess, pollMs: number) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const { exitCode, signalCode } = shop.child;
    if (exitCode !== null || signalCode !== null)
      throw new Error(`the shop exited with ${exitCode ?? signalCode} before it answered`);
    const healthy = await fetch(`${shop.url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await sleep(pollMs);
  }
  await shop.kill();
  throw new Error(`the shop did not answer /api/health within ${START_TIMEOUT_MS / 1000} s`);
}
