import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { seal } from '../../src/lib/secret-box.ts';
import { newTotpSecret, totpCode, totpStep } from '../../src/lib/totp.ts';
import { enableTotp } from '../../src/modules/two-step/repository.ts';
import { newRecoveryCodes } from '../../src/modules/two-step/second-factor.ts';
import { type Account, bearer } from './accounts.ts';

/** The authenticator app's code now, or `steps` thirty-second steps from now. */
export const appCode = (secret: string, steps = 0) =>
  totpCode(secret, totpStep(Date.now()) + steps);

/** Two-step sign-in turned on for `account` with a fresh key, as if set up a minute ago. */
export async function turnOnTwoStep(app: FastifyInstance, db: Db, account: Account) {
  const secret = newTotpSecret();
  const { codes, hashes } = newRecoveryCodes();
  const sealed = seal(secret, app.config.jwtSecret);
  await enableTotp(db, account.session._id, sealed, totpStep(Date.now()) - 2, hashes);
  return { secret, recoveryCodes: codes };
}

/** Asks for a new key as `account` (with `code` when one is in force). */
export function askForKey(app: FastifyInstance, account: Account, code?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/two-step/key',
    headers: bearer(account),
    payload: code === undefined ? {} : { code },
  });
}

/** Sets two-step sign-in up through the api, as the web page does: key, then its first code. */
export async function setUpTwoStep(app: FastifyInstance, account: Account, code?: string) {
  const key = await askForKey(app, account, code);
  if (key.statusCode !== 200) throw new Error(`key refused: ${key.statusCode} ${key.body}`);
  const { secret, setupToken } = key.json();
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/two-step/confirm',
    headers: bearer(account),
    payload: { setupToken, code: appCode(secret) },
  });
  if (confirmed.statusCode !== 200)
    throw new Error(`confirm refused: ${confirmed.statusCode} ${confirmed.body}`);
  return { secret: secret as string, recoveryCodes: confirmed.json().recoveryCodes as string[] };
}
