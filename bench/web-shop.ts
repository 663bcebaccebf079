import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startShop } from '../faults/shop-process.ts';

// The shop as a customer meets it: the production build served by the api in production mode,
// with the demo catalogue in a throwaway data directory, so measurements never touch ./data.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningShop {
  url: string;
  stop: () => Promise<void>;
}

export async function startProductionShop(): Promise<RunningShop> {
  // The build script is plain JavaScript; running it keeps its stale-build check in one place.
  execFileSync(process.execPath, [path.join(root, 'scripts/web-build.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'adepa-web-bench-'));
  const port = await freePort();
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const shop = await startShop(
      {
        NODE_ENV: 'production',
        JWT_SECRET: randomBytes(48).toString('base64'),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        SMTP_URL: '',
        SEED_DEMO: 'true',
        // A backup at start would run beside the first Lighthouse runs.
        BACKUP_EVERY_HOURS: '0',
      },
      port,
    );
    return {
      url: shop.url,
      stop: async () => {
        if (shop.child.exitCode === null) {
          shop.child.kill('SIGTERM');
          await shop.exited;
        }
        removeData();
      },
    };
  } catch (error) {
    removeData();
    throw error;
  }
}
