import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { canReceiveSms } from '@adepa/contract/phone';
import type { ShopSettings } from '@adepa/contract/shop';
import {
  WALLET_CODE_DIGITS,
  WALLET_CODE_EXPIRED,
  WALLET_CODE_LOCKED,
  WALLET_CODE_MINUTES,
  WALLET_CODE_NONE,
  WALLET_CODE_TRIES,
  WALLET_CODE_USED,
  WALLET_CODE_WRONG,
} from '@adepa/contract/wallet-codes';
import type { Db, DbOrTx } from '../db/client.ts';
import { TooManyAttempts, WalletCodeRefused } from '../lib/domain-errors.ts';
import { lockUntilCommit } from '../lib/transaction-lock.ts';
import type { SmsMessage, SmsService } from '../sms/index.ts';
import { walletCodeText } from './wallet-code-sms.ts';
import {
  addWrongTry,
  codesSentLastHour,
  insertWalletCode,
  latestWalletCode,
  markWalletCodeUsed,
} from './wallet-codes-repository.ts';

// A code texted to a wallet proves that whoever types it back holds the phone. A code is 6 random
// digits kept only as an HMAC (with the shop's secret, bound to its wallet), works for 10 minutes,
// for 5 wrong tries and once; a new code replaces the one before. A wallet is sent a few codes an
// hour at most, counted under a lock on the wallet, and its SMS goes through the outbox under the
// shop's SMS caps in the same transaction as the code: a code whose SMS a cap held back is not
// written, and the caller is told. Checking a code is its own transaction, so a wrong try counts
// even though the order it came with is refused; using it is part of the charge's transaction.

const HOUR_MS = 3_600_000;
const INSTEAD = 'Pay from your delivery phone, or choose Payment On Delivery.';

export interface WalletCodeDeps {
  db: Db;
  sms: SmsService;
  shop: ShopSettings;
  secret: string;
  /** Codes one wallet may be sent in an hour (0: no cap). */
  perHour: number;
}

function codeHash(secret: string, wallet: string, code: string): string {
  return createHmac('sha256', secret).update(`wallet-code:${wallet}:${code}`).digest('base64url');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Why an SMS a cap held back was not sent, in words the shopper can act on. */
function heldBack(message: SmsMessage): TooManyAttempts {
  if (message.skippedBy === 'SMS_PER_NUMBER_PER_DAY')
    return new TooManyAttempts(
      `We cannot text a code to this number now: it has had as many SMS from us today as we send one number. ${INSTEAD}`,
      24 * HOUR_MS,
    );
  return new TooManyAttempts(
    `We cannot send SMS just now: please try again in a while. ${INSTEAD}`,
    HOUR_MS,
  );
}

/** Texts a new code to `wallet` (+233…), or throws why it cannot. */
export async function sendWalletCode(deps: WalletCodeDeps, wallet: string): Promise<void> {
  const { db, sms, shop, secret, perHour } = deps;
  if (!canReceiveSms(wallet))
    throw new WalletCodeRefused(
      'This number cannot receive SMS, so it cannot be a Mobile Money wallet. Check the number.',
    );
  const code = String(randomInt(0, 10 ** WALLET_CODE_DIGITS)).padStart(WALLET_CODE_DIGITS, '0');
  const held = await db.transaction(async (tx) => {
    await lockUntilCommit(tx, 'wallet-codes', wallet);
    if (perHour > 0 && (await codesSentLastHour(tx, wallet, perHour)) >= perHour)
      throw new TooManyAttempts(
        `We have texted ${perHour} codes to this number in the last hour, the most we send. ${INSTEAD}`,
        HOUR_MS,
      );
    const [message] = await sms.enqueue(tx, {
      orderId: null,
      reason: 'wallet-code',
      to: wallet,
      text: walletCodeText(shop, code),
    });
    // The skipped SMS stays, so the dashboard counts what the caps held back; the code does not.
    if (message?.skipReason) return message;
    await insertWalletCode(tx, {
      wallet,
      codeHash: codeHash(secret, wallet, code),
      minutes: WALLET_CODE_MINUTES,
    });
    return undefined;
  });
  if (held) throw heldBack(held);
  sms.wake();
}

/**
 * The id of the wallet's latest code when `code` is it and it still works, to use in the charge's
 * transaction (useWalletCode); otherwise throws why not, a wrong try counted.
 */
export async function checkWalletCode(
  db: Db,
  secret: string,
  wallet: string,
  code: string,
  field: string,
): Promise<string> {
  type Verdict = { id: string; refusal?: undefined } | { refusal: string };
  const verdict = await db.transaction(async (tx): Promise<Verdict> => {
    await lockUntilCommit(tx, 'wallet-codes', wallet);
    const latest = await latestWalletCode(tx, wallet);
    if (!latest) return { refusal: WALLET_CODE_NONE };
    if (latest.used) return { refusal: WALLET_CODE_USED };
    if (latest.wrongTries >= WALLET_CODE_TRIES) return { refusal: WALLET_CODE_LOCKED };
    if (latest.expired) return { refusal: WALLET_CODE_EXPIRED };
    if (!sameHash(latest.codeHash, codeHash(secret, wallet, code))) {
      await addWrongTry(tx, latest.id);
      const last = latest.wrongTries + 1 >= WALLET_CODE_TRIES;
      return { refusal: last ? WALLET_CODE_LOCKED : WALLET_CODE_WRONG };
    }
    return { id: latest.id };
  });
  if (verdict.refusal !== undefined) throw new WalletCodeRefused(verdict.refusal, field);
  return verdict.id;
}

/** Uses the checked code in the charge's transaction; refused when another request used it first. */
export async function useWalletCode(tx: DbOrTx, id: string, field: string): Promise<void> {
  if (!(await markWalletCodeUsed(tx, id, WALLET_CODE_TRIES)))
    throw new WalletCodeRefused(WALLET_CODE_USED, field);
}
