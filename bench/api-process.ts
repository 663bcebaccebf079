import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { apiNodeArgs } from '../scripts/api-command.mjs';
import { type ShopProcess, startShop } from '../tools/shop-process.ts';

// The api under test: one process pinned to core 0 (the load runs on core 1), started as in
// production (NODE_ENV=production, quiet log, no demo seed unless asked) with writes not throttled.

export const API_CORE = '0';
export const LOAD_CORE = '1';

export interface ApiTarget {
  dataDir: string;
  databaseUrl?: string;
  cache: boolean;
  /** Seed the demo catalogue (into an empty database), as a fresh `npm start` does. */
  demo?: boolean;
  /** The admin account to create at start. */
  admin?: { email: string; password: string };
}

export function apiEnv(target: ApiTarget): Record<string, string> {
  return {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://127.0.0.1',
    SEED_DEMO: target.demo ? 'true' : 'false',
    ADMIN_EMAIL: target.admin?.email ?? '',
    ADMIN_PASSWORD: target.admin?.password ?? '',
    LOG_LEVEL: 'error',
    ANONYMOUS_WRITES_PER_MINUTE: '100000000',
    // The order scenario sends every order from one phone number.
    GUEST_ORDERS_PER_PHONE: '0',
    SMS_PER_NUMBER_PER_DAY: '0',
    SMS_PER_HOUR: '0',
    DATA_DIR: target.dataDir,
    // Empty counts as unset: PGlite in DATA_DIR/db.
    DATABASE_URL: target.databaseUrl ?? '',
    REDIS_URL: '',
    CATALOGUE_CACHE: target.cache ? 'on' : 'off',
    // A scheduled backup of the embedded catalogue would run inside the measurements.
    BACKUP_EVERY_HOURS: '0',
  };
}

export interface StartedApi extends ShopProcess {
  /** Milliseconds from spawning the process to its first healthy answer. */
  readyMs: number;
}

export async function startApi(target: ApiTarget): Promise<StartedApi> {
  await apiNodeArgs(); // Compiles the api now if need be, so that its start is timed alone.
  const started = performance.now();
  const shop = await startShop(apiEnv(target), {
    prefix: ['taskset', '-c', API_CORE],
    pollMs: 25,
  });
  return { ...shop, readyMs: performance.now() - started };
}

/** A process's resident memory now and at its peak, in MB, from /proc. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** Throws, naming what was being measured, if the api has stopped (its figures would be empty). */
export function assertRunning(api: ShopProcess, during: string): void {
  const { exitCode, signalCode } = api.child;
  if (exitCode !== null || signalCode !== null)
    throw new Error(`the api stopped (${signalCode ?? `exit code ${exitCode}`}) during ${during}`);
}
