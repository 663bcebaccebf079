import { startScratchShop } from '../../tools/scratch-shop.ts';
import { e2eAdmin } from '../helpers/accounts.ts';
import { SHOP_DATA_DIR_VARIABLE, SHOP_URL_VARIABLE } from '../helpers/shop.ts';

// The real shop (api + app, embedded database, demo catalogue) on a free port with a throwaway
// DATA_DIR, as `npm start` would run it, the web app built first if stale. One shop for the whole
// run: the workers are started after this and inherit its address from the environment.
export default async function setup() {
  const shop = await startScratchShop(
    'adepa-e2e-',
    {
      LOG_LEVEL: 'warn',
      // The journeys place many guest orders from one phone number; the limit has api tests.
      GUEST_ORDERS_PER_PHONE: '0',
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
    },
    { log: 'inherit' },
  );
  process.env[SHOP_URL_VARIABLE] = shop.url;
  process.env[SHOP_DATA_DIR_VARIABLE] = shop.dataDir;
  return async () => {
    await shop.stop();
  };
}
