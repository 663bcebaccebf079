import { randomBytes } from 'node:crypto';
import { freePort } from '../tools/ports.ts';
import { type ScratchShop, startScratchShop } from '../tools/scratch-shop.ts';

// The shop as a customer meets it: the production build served by the api in production mode,
// with the demo catalogue in a throwaway data directory, so measurements never touch ./data.

export async function startProductionShop(): Promise<ScratchShop> {
  const port = await freePort();
  return startScratchShop(
    'adepa-web-bench-',
    {
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(48).toString('base64'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      REDIS_URL: '',
      SMTP_URL: '',
      SEED_DEMO: 'true',
      // A backup at start would run beside the first Lighthouse runs.
      BACKUP_EVERY_HOURS: '0',
    },
    { port },
  );
}
