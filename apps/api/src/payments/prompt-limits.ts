import type { PaymentLimits } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { TooManyAttempts } from '../lib/domain-errors.ts';
import { lockUntilCommit } from '../lib/transaction-lock.ts';
import { countPayerPrompts } from './repository.ts';

// Every Mobile Money charge sends a PIN prompt with the shop's name to a phone, so a charge is the
// one thing here a stranger could turn against someone else: a flood of prompts, or a "please
// approve, it is a refund" call. Before a charge is written (a Mobile Money order, or a retry) the
// prompts already sent are counted per wallet, per client address and per signed-in customer, and
// so are the orders still waiting for their money, which hold stock. Each payer is counted under a
// lock on it (wallet, then address, then customer: one order, so no two transactions wait on each
// other) held to the end of the transaction that writes the charge, so requests sent at once take
// turns and cannot all slip under a cap.

/** Who asks for a prompt, and to which wallet. */
export interface Payer {
  /** The wallet's number, +233…. */
  wallet: string;
  /** The client's address as limits key it (lib/client-address.ts). */
  address: string;
  customerId: string | null;
}

const HOUR_MS = 3_600_000;
const TRY_INSTEAD = 'Please try again later, or choose Payment On Delivery.';

export async function checkPromptLimits(
  tx: DbOrTx,
  payer: Payer,
  limits: PaymentLimits,
): Promise<void> {
  await lockUntilCommit(tx, 'prompts-wallet', payer.wallet);
  await lockUntilCommit(tx, 'prompts-address', payer.address);
  if (payer.customerId) await lockUntilCommit(tx, 'prompts-customer', payer.customerId);
  const counts = await countPayerPrompts(tx, payer);
  const over = (count: number, cap: number) => cap > 0 && count >= cap;

  if (over(counts.walletLastHour, limits.promptsPerWalletPerHour))
    throw new TooManyAttempts(
      `This wallet was sent ${limits.promptsPerWalletPerHour} payment prompts in the last hour, the most we send to one phone. ${TRY_INSTEAD}`,
      HOUR_MS,
    );
  if (over(counts.walletLastDay, limits.promptsPerWalletPerDay))
    throw new TooManyAttempts(
      `This wallet was sent ${limits.promptsPerWalletPerDay} payment prompts today, the most we send to one phone in a day. ${TRY_INSTEAD}`,
      24 * HOUR_MS,
    );
  if (over(counts.addressLastHour, limits.promptsPerAddressPerHour))
    throw new TooManyAttempts(
      `Many Mobile Money payments were started from your network in the last hour. ${TRY_INSTEAD}`,
      HOUR_MS,
    );
  if (payer.customerId && over(counts.customerLastHour, limits.promptsPerCustomerPerHour))
    throw new TooManyAttempts(
      `You have started many Mobile Money payments in the last hour. ${TRY_INSTEAD}`,
      HOUR_MS,
    );
  if (over(counts.unpaidOrders, limits.unpaidOrdersPerPayer))
    throw new TooManyAttempts(
      'An order of yours is still waiting for its Mobile Money payment: approve the prompt on your phone, or wait a few minutes for it to end, then order again.',
      5 * 60_000,
    );
}
