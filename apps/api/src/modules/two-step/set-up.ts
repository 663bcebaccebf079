import { activitySubject } from '@adepa/contract/activity';
import type { StaffRole } from '@adepa/contract/staff';
import { mayDo } from '@adepa/contract/staff-actions';
import {
  NEW_KEY_CODE_WRONG,
  OWNER_KEEPS_TWO_STEP,
  SETUP_EXPIRED,
  SETUP_MINUTES,
  TOTP_CODE_REQUIRED,
  TOTP_CODE_WRONG,
  type TotpSetupReply,
  type TotpStatusReply,
  TWO_STEP_OFF_ALREADY,
} from '@adepa/contract/two-step';
import { type Actor, actorOf, recordActivity } from '../../activity/index.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { RoleRefused, SecondFactorRefused } from '../../lib/domain-errors.ts';
import { seal, unseal } from '../../lib/secret-box.ts';
import { matchTotp, newTotpSecret, otpauthUri } from '../../lib/totp.ts';
import {
  enableTotp,
  recoveryCodesLeft,
  removeTotp,
  replaceRecoveryCodes,
  totpOf,
} from './repository.ts';
import { checkSecondFactor, newRecoveryCodes } from './second-factor.ts';

// A staff member sets up, moves, renews and (a desk only) turns off their own second factor. A new
// key is not stored until its first code comes back: it travels sealed in a set-up token bound to
// the account, so asking for one never weakens an account that has a key in force. Whatever needs
// the key in force (a new key, new recovery codes, turning off) asks for a current code first, so
// a stolen session alone cannot take the factor away. Each change is in the owner's log.

export type Staff = { id: string; username: string; email: string; role: StaffRole | null };

/** Counts wrong codes with the log-in's throttle (the caller passes its check and failure). */
export type Guard = { check(): Promise<void>; failed(): Promise<void> };

const SETUP_MS = SETUP_MINUTES * 60_000;

export function createTwoStep(deps: { db: Db; secret: string; issuer: string }) {
  const { db, secret, issuer } = deps;

  /** A current code (from the app, or a recovery code) of a key in force; throttled. */
  async function proveHolder(staff: Staff, code: string | undefined, guard: Guard) {
    await guard.check();
    const outcome = await checkSecondFactor(db, staff, code, secret);
    if (outcome === 'missing') throw new SecondFactorRefused(TOTP_CODE_REQUIRED);
    if (outcome === 'wrong') {
      await guard.failed();
      throw new SecondFactorRefused(TOTP_CODE_WRONG);
    }
  }

  const log = (
    tx: DbOrTx,
    staff: Staff,
    action: 'twoStep.on' | 'twoStep.newKey' | 'twoStep.codes',
  ) => recordActivity(tx, actorOf(staff), { action, subject: activitySubject('user', staff.id) });

  return {
    async status(staff: Staff): Promise<TotpStatusReply> {
      const totp = await totpOf(db, staff.id);
      const enabled = Boolean(totp?.enabledAt);
      return {
        enabled,
        required: mayDo(staff.role, 'keepTwoStep'),
        recoveryCodesLeft: enabled ? await recoveryCodesLeft(db, staff.id) : 0,
      };
    },

    /** A new key to scan; with a key in force, only after one of its codes. */
    async newKey(staff: Staff, code: string | undefined, guard: Guard): Promise<TotpSetupReply> {
      if ((await totpOf(db, staff.id))?.enabledAt) await proveHolder(staff, code, guard);
      const key = newTotpSecret();
      const setupToken = seal(
        JSON.stringify({ userId: staff.id, key, until: Date.now() + SETUP_MS }),
        secret,
      );
      return { secret: key, otpauthUri: otpauthUri(key, staff.email, issuer), setupToken };
    },

    /** Puts the token's key in force once its code is right: ten new recovery codes, shown once. */
    async confirm(staff: Staff, setupToken: string, code: string, guard: Guard) {
      const key = openSetupToken(setupToken, staff.id, secret);
      await guard.check();
      const step = matchTotp(key, code, Date.now(), null);
      if (step === null) {
        await guard.failed();
        throw new SecondFactorRefused(NEW_KEY_CODE_WRONG);
      }
      const { codes, hashes } = newRecoveryCodes();
      await db.transaction(async (tx) => {
        const moving = Boolean((await totpOf(tx, staff.id))?.enabledAt);
        await enableTotp(tx, staff.id, seal(key, secret), step, hashes);
        await log(tx, staff, moving ? 'twoStep.newKey' : 'twoStep.on');
      });
      return { recoveryCodes: codes };
    },

    /** Ten new recovery codes for a current code; the old ones stop working. */
    async renewRecoveryCodes(staff: Staff, code: string, guard: Guard) {
      if (!(await totpOf(db, staff.id))?.enabledAt)
        throw new SecondFactorRefused(TWO_STEP_OFF_ALREADY);
      await proveHolder(staff, code, guard);
      const { codes, hashes } = newRecoveryCodes();
      await db.transaction(async (tx) => {
        await replaceRecoveryCodes(tx, staff.id, hashes);
        await log(tx, staff, 'twoStep.codes');
      });
      return { recoveryCodes: codes };
    },

    /** A desk turns it off with a current code; an owner keeps it. */
    async turnOff(staff: Staff, code: string, guard: Guard): Promise<void> {
      if (mayDo(staff.role, 'keepTwoStep')) throw new RoleRefused(OWNER_KEEPS_TWO_STEP);
      if (!(await totpOf(db, staff.id))?.enabledAt)
        throw new SecondFactorRefused(TWO_STEP_OFF_ALREADY);
      await proveHolder(staff, code, guard);
      await turnOffFor(db, staff.id, actorOf(staff));
    },
  };
}

/** The key a set-up token carries, if it is this account's and not expired. */
function openSetupToken(setupToken: string, userId: string, secret: string): string {
  try {
    const opened = JSON.parse(unseal(setupToken, secret)) as {
      userId?: unknown;
      key?: unknown;
      until?: unknown;
    };
    if (
      opened.userId === userId &&
      typeof opened.key === 'string' &&
      typeof opened.until === 'number' &&
      opened.until > Date.now()
    )
      return opened.key;
  } catch {
    // A token that does not open is treated as an expired one.
  }
  throw new SecondFactorRefused(SETUP_EXPIRED);
}

/** Turns the account's second factor off and logs who did it; false when it was not on. */
export function turnOffFor(db: Db, userId: string, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await removeTotp(tx, userId))) return false;
    await recordActivity(tx, actor, {
      action: 'twoStep.off',
      subject: activitySubject('user', userId),
    });
    return true;
  });
}
