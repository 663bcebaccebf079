import { randomBytes } from 'node:crypto';

const BASE_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The URL of the test server, pointing at `database` (or the maintenance database). */
export function adminUrl(database?: string): string {
  const url = new URL(BASE_URL);
  if (database) url.pathname = `/${database}`;
  return url.toString();
}

export const templateName = () => `adepa_tpl_${randomBytes(4).toString('hex')}`;
export const scratchName = () => `adepa_test_${randomBytes(5).toString('hex')}`;
