import type { WalletCodeSent } from '@adepa/contract/wallet-codes';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/payments/wallet-codes: the shop texts a code to `wallet`, for a guest to pay from it
 * when it is not the order's phone. A refusal (a number that cannot get SMS, too many codes or
 * SMS to it) comes back as an ApiError with the server's words.
 */
export function sendWalletCode(wallet: string): Promise<WalletCodeSent> {
  return apiFetch<WalletCodeSent>('/api/payments/wallet-codes', {
    method: 'POST',
    body: { wallet },
  });
}

export function useSendWalletCode() {
  return useMutation({ mutationFn: sendWalletCode });
}
