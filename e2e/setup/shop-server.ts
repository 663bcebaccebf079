import type { TestProject } from 'vitest/node';
import { startScratchShop } from '../../tools/scratch-shop.ts';
import { e2eAdmin } from '../helpers/accounts.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

// The real shop (api + app, embedded database, demo catalogue) on a free port with a throwaway
// DATA_DIR, as `npm start` would run it, the web app built first if stale.
export default async function setup(project: TestProject) {
  const shop = await startScratchShop(
    'adepa-e2e-',
    {
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
    },
    { log: 'inherit' },
  );
  project.provide('baseUrl', shop.url);
  project.provide('dataDir', shop.dataDir);
  return async () => {
    await shop.stop();
  };
}

// data-folder.test.ts takes its port from here.
export { freePort } from '../../tools/ports.ts';
