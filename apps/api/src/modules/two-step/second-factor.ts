import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@adepa/contract/staff';
import { RECOVERY_CODE_COUNT } from '@adepa/contract/two-step';
import type { DbOrTx } from '../../db/client.ts';
import { unseal } from '../../lib/secret-box.ts';
import { hashSecretToken } from '../../lib/secret-token.ts';
import { matchTotp } from '../../lib/totp.ts';
import { recordTotpStep, spendRecoveryCode, totpOf } from './repository.ts';

// Whether a log-in needs a second code, and checking one. Only a turned-on key asks for a code:
// an owner must keep it on once set up (turning it off takes a code), other staff may choose.
// A code is a TOTP for a step newer than the last one taken, or an unspent recovery code.

export type SecondFactorCheck = 'not-needed' | 'missing' | 'wrong' | 'ok';

export async function checkSecondFactor(
  tx: DbOrTx,
  user: { id: string; role: StaffRole | null },
  code: string | undefined,
  serverSecret: string,
  nowMs = Date.now(),
): Promise<SecondFactorCheck> {
  if (user.role === null) return 'not-needed';
  const totp = await totpOf(tx, user.id);
  if (!totp?.enabledAt) return 'not-needed';
  if (!code) return 'missing';
  const digits = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) {
    const step = matchTotp(unseal(totp.sealedSecret, serverSecret), digits, nowMs, totp.lastStep);
    if (step === null) return 'wrong';
    return (await recordTotpStep(tx, user.id, step)) ? 'ok' : 'wrong';
  }
  return (await spendRecoveryCode(tx, user.id, hashRecoveryCode(code))) ? 'ok' : 'wrong';
}

/** Ten codes like `k7m2-x9qp-4hta`, shown once; only their hashes are kept. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(12)].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

/** Case and dashes do not matter when a code is typed back. */
export function hashRecoveryCode(code: string): string {
  return hashSecretToken(code.toLowerCase().replace(/[^a-z0-9]/g, ''));
}
