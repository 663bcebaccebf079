import { z } from 'zod';
import { normalizeGhanaPhone } from './phone.ts';
import { phoneNumberField } from './phone-field.ts';

// A guest who pays by Mobile Money from a number other than the order's phone first shows that the
// number is theirs: the shop texts a code to it, and the code goes with the order (or the retry).
// Without it anyone could send PIN prompts with the shop's name to a stranger's phone. Signed-in
// customers are not asked: their prompts are counted per customer.

export const WALLET_CODE_DIGITS = 6;
/** How long a code works after it was sent. */
export const WALLET_CODE_MINUTES = 10;
/** Wrong tries a code takes before it stops working and a new one must be asked for. */
export const WALLET_CODE_TRIES = 5;

export const WALLET_CODE_INVALID = `Enter the ${WALLET_CODE_DIGITS}-digit code we texted to this number`;
export const WALLET_CODE_NEEDED =
  'Enter the code we texted to this Mobile Money number (tap Send code), or pay from your delivery phone';
export const WALLET_CODE_WRONG =
  'This code is not the one we texted to this number. Check it and try again.';
export const WALLET_CODE_EXPIRED = `This code has expired: codes work for ${WALLET_CODE_MINUTES} minutes. Tap Send code for a new one.`;
export const WALLET_CODE_LOCKED = `This code was typed wrong ${WALLET_CODE_TRIES} times and no longer works. Tap Send code for a new one.`;
export const WALLET_CODE_NONE =
  'We have not texted a code to this number. Tap Send code, then type the code here.';
export const WALLET_CODE_USED = 'This code has been used already. Tap Send code for a new one.';

/** What checkout says under a Mobile Money number that is not the delivery phone. */
export const WALLET_CODE_HINT = 'We will text a code to this number to check it is yours';

/**
 * Whether a guest paying from `wallet` must type a texted code: it is none of the `free` numbers
 * (the order's phone, and on a retry the wallets charged before), however each is written. What
 * is not yet a phone number needs none: its own field says what is wrong with it.
 */
export function walletNeedsCode(wallet: string, free: readonly string[]): boolean {
  const number = normalizeGhanaPhone(wallet);
  return number !== undefined && !free.some((other) => normalizeGhanaPhone(other) === number);
}

/** The code as the shopper types it back: its digits. */
export const walletCodeField = z
  .string({ error: WALLET_CODE_INVALID })
  .trim()
  .max(20, WALLET_CODE_INVALID)
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${WALLET_CODE_DIGITS}}$`), WALLET_CODE_INVALID));

/** POST /api/payments/wallet-codes: text a code to this wallet. */
export const walletCodeRequestSchema = z.object({ wallet: phoneNumberField });
export type WalletCodeRequest = z.input<typeof walletCodeRequestSchema>;

/** The code is on its way: to which number (as the shopper typed it, +233…) and for how long. */
export const walletCodeSentSchema = z.object({
  sent: z.literal(true),
  wallet: z.string(),
  minutes: z.number().int(),
});
export type WalletCodeSent = z.infer<typeof walletCodeSentSchema>;
