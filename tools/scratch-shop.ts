import { ensureWebBuild } from '../scripts/web-build.mjs';
import { scratchDir } from './scratch-dir.ts';
import { type ShopProcess, type StartOptions, startShop } from './shop-process.ts';

// The whole shop (api and web app) on the embedded database in a throwaway DATA_DIR, the web app
// built first if its build is stale; the folder goes when the shop stops, or when it fails to start.

export interface ScratchShop extends ShopProcess {
  dataDir: string;
}

export async function startScratchShop(
  prefix: string,
  env: Record<string, string>,
  options: StartOptions = {},
): Promise<ScratchShop> {
  ensureWebBuild({ log: (line: string) => process.stderr.write(`${line}\n`) });
  const dataDir = await scratchDir(prefix);
  try {
    const shop = await startShop({ ...env, DATA_DIR: dataDir.path, DATABASE_URL: '' }, options);
    return {
      ...shop,
      dataDir: dataDir.path,
      stop: async () => {
        const code = await shop.stop();
        await dataDir.remove();
        return code;
      },
    };
  } catch (error) {
    await dataDir.remove();
    throw error;
  }
}
