import path from 'node:path';
import { loadConfig } from '../../../config.ts';
import { openDatabase } from '../../../db/client.ts';
import { turnOffSecondFactor } from '../turn-off.ts';

// `npm run two-step:off -- EMAIL`: turns off the account's two-step sign-in, for an owner whose
// phone and recovery codes are both lost. On the embedded database the shop must be stopped first
// (one process holds its folder); on PostgreSQL it may run.

try {
  const email = process.argv[2];
  if (!email) throw new Error('Name the account: npm run two-step:off -- owner@example.com');
  const config = loadConfig();
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
  try {
    const outcome = await turnOffSecondFactor(database.db, email);
    if (outcome === 'no-account') throw new Error(`No account has the e-mail address ${email}`);
    console.log(
      outcome === 'was-off'
        ? `Two-step sign-in was not on for ${email}: nothing changed.`
        : `Two-step sign-in is off for ${email}: log in with the password, then set it up again.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
