import type { TransactionVerdict } from './gateway.ts';
import type { Charge } from './repository.ts';

// What a verdict makes of a charge, as the owner reads it on the order's page: its step, the
// gateway's status word (which tells the shopper's sentence apart: declined, timed out ...) and
// the gateway's own words, or the shop's note when the verdict came from the other mode.

/** The charge's step and the gateway's words after a verdict, as the owner reads them. */
export function chargeAfterVerdict(charge: Pick<Charge, 'step'>, verdict: TransactionVerdict) {
  const gatewayStatus = verdict.status;
  if (!verdict.domainMatches)
    return {
      step: 'failed' as const,
      gatewayStatus,
      gatewayMessage: `Paystack answered from its ${verdict.domain ?? 'unnamed'} mode, not the mode of the shop's key: not counted as paid. Check PAYSTACK_SECRET_KEY and PAYSTACK_URL.`,
    };
  switch (verdict.settled) {
    case 'open':
      return { gatewayStatus };
    case 'paid':
      return { step: 'paid' as const, gatewayStatus, gatewayMessage: null };
    case 'failed':
      return {
        step: 'failed' as const,
        gatewayStatus,
        gatewayMessage: verdict.gatewayResponse ?? 'Declined',
      };
    case 'reversed':
      // A charge that paid stays the one that paid; the order carries the reversal.
      return {
        step: charge.step === 'paid' ? ('paid' as const) : ('failed' as const),
        gatewayStatus,
        gatewayMessage: verdict.gatewayResponse ?? 'Reversed',
      };
  }
}
