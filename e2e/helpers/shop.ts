// The shop the global setup starts (setup/shop-server.ts) is shared by every worker; its address and
// data folder reach the workers through the environment, which they inherit from the runner.

export const SHOP_URL_VARIABLE = 'E2E_SHOP_URL';
export const SHOP_DATA_DIR_VARIABLE = 'E2E_SHOP_DATA_DIR';

function fromSetup(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests with \`playwright test\``);
  return value;
}

/** The shop's address, e.g. http://127.0.0.1:41234 (also the tests' `baseURL`). */
export const shopUrl = () => fromSetup(SHOP_URL_VARIABLE);

/** The shop's DATA_DIR (its mail files, its database). */
export const shopDataDir = () => fromSetup(SHOP_DATA_DIR_VARIABLE);
