import type { Actor } from '../../activity/index.ts';
import type { Db } from '../../db/client.ts';
import { userIdByEmail } from './repository.ts';
import { turnOffFor } from './set-up.ts';

/** Who the log names when the server command turns a second factor off. */
export const TWO_STEP_TOOL: Actor = {
  id: null,
  name: 'The server (npm run two-step:off)',
  role: null,
};

/**
 * For a lost phone with no recovery code left: the account signs in with its password alone again.
 * 'no-account' when no account has the address, 'was-off' when it had no second factor.
 */
export async function turnOffSecondFactor(
  db: Db,
  email: string,
): Promise<'turned-off' | 'was-off' | 'no-account'> {
  const userId = await userIdByEmail(db, email);
  if (!userId) return 'no-account';
  return (await turnOffFor(db, userId, TWO_STEP_TOOL)) ? 'turned-off' : 'was-off';
}
