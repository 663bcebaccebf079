import type { Db } from '../../db/client.ts';
import { removeTotp, userIdByEmail } from './repository.ts';

/** For a lost phone with no recovery code left: the account signs in with its password alone again. */
export async function turnOffSecondFactor(db: Db, email: string): Promise<boolean> {
  const userId = await userIdByEmail(db, email);
  if (!userId) return false;
  await db.transaction((tx) => removeTotp(tx, userId));
  return true;
}
