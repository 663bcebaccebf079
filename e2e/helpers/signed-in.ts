import { fileURLToPath } from 'node:url';

// The setup project (setup/sign-in.setup.ts) signs this customer up and the admin in, through the
// forms, once per run, and saves each browser's storage here (the session in localStorage, the
// refresh cookie); a test that needs one of them signed in starts its context from that file
// (`test.use({ storageState: adminState })`). The files live in the run's output folder, which
// each run empties: they only hold for the shop that run started.
//
// The shared sessions must stay untouched: a test that logs out, changes the password or lets
// the app refresh the token (the api rotates the refresh cookie and ends every session of a
// user when a used one comes back) signs up an account of its own. The saved access token lives
// 15 minutes, longer than the browser tests take.

export const customer = { username: 'Serwaa Signed-In', email: 'serwaa.signed-in@example.com' };

const stateFile = (name: string) =>
  fileURLToPath(new URL(`../../test-results/.auth/${name}.json`, import.meta.url));

export const customerState = stateFile('customer');
export const adminState = stateFile('admin');
