import { WALLET_CODE_NEEDED, walletNeedsCode } from '@adepa/contract/wallet-codes';
import type { Db } from '../db/client.ts';
import { WalletCodeRefused } from '../lib/domain-errors.ts';
import type { Requester } from './requester.ts';
import { checkWalletCode } from './wallet-codes.ts';

// Whose wallet a guest may charge. Every charge sends a PIN prompt with the shop's name, so a
// guest's prompt goes to the order's phone, to a wallet this order was charged from before, or to
// a wallet whose texted code (wallet-codes.ts) the guest typed back. A signed-in customer
// is not asked: their prompts are counted per customer.

/** The wallet a charge goes to, and the code the guest typed for it, if any. */
export type ChargedWallet = { wallet: string; walletCode?: string };

/**
 * Undefined when the wallet needs no code; otherwise the id of the checked code, to use in the
 * charge's transaction (useWalletCode). Throws when the code is missing (naming `field`) or does
 * not work.
 */
export async function guestWalletCode(
  db: Db,
  secret: string,
  charge: ChargedWallet,
  requester: Requester,
  allowed: string[],
  field: string,
): Promise<string | undefined> {
  if (requester.customerId !== null) return undefined;
  if (!walletNeedsCode(charge.wallet, allowed)) return undefined;
  if (!charge.walletCode) throw new WalletCodeRefused(WALLET_CODE_NEEDED, field);
  return checkWalletCode(db, secret, charge.wallet, charge.walletCode, field);
}
