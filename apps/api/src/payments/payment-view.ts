import { toCedi } from '@adepa/contract/money';
import {
  type MobileMoneyNetwork,
  type OrderPayment,
  type PaymentFailure,
  type PaymentStep,
  paymentFailureMessage,
} from '@adepa/contract/payments';
import { isSignedKey, signedKey } from '../lib/signed-key.ts';
import type { OrderPaymentRow } from './payable-orders.ts';

// An order's payment as its shopper follows it, and the key that lets a guest follow it: the
// order's id signed with the shop's secret, so it needs no column and cannot be guessed from the
// order number or the phone.

export const paymentKey = (secret: string, orderId: string) =>
  signedKey(secret, 'payment', orderId);

export const isPaymentKey = (secret: string, orderId: string, key: unknown) =>
  isSignedKey(secret, 'payment', orderId, key);

function stepOf(row: OrderPaymentRow): PaymentStep {
  if (row.status === 'paid') return 'paid';
  if (row.method === 'delivery') return 'none';
  if (row.status === 'payment_failed') return 'failed';
  const step = row.charge?.step;
  // The gateway's answer is in but not yet applied to the order: still waiting, a moment more.
  return step === 'voucher' || step === 'sending' ? step : step ? 'approve' : 'sending';
}

/**
 * Why the latest charge did not pay, by what the gateway's status says (its own words are for the
 * owner only): declined or refused, not answered in time, or answered from the gateway's other mode.
 */
function failureKind(charge: OrderPaymentRow['charge']): PaymentFailure {
  if (charge?.step !== 'failed' || charge.gatewayStatus === 'abandoned') return 'timed-out';
  if (charge.gatewayStatus === 'success') return 'unconfirmed'; // paid in the other mode
  return 'declined';
}

function failureOf(row: OrderPaymentRow): string | null {
  if (row.status !== 'payment_failed') return null;
  const network = (row.charge?.network as MobileMoneyNetwork | undefined) ?? null;
  return paymentFailureMessage(failureKind(row.charge), network);
}

/** The wallets a guest's retry may charge without a code. */
export function walletsWithoutCode(row: OrderPaymentRow): string[] {
  return [...new Set([row.phoneNumber, ...row.chargedWallets])];
}

/**
 * The payment as its shopper sees it. `signedIn`: the shopper is a signed-in customer, whose
 * prompts may go to any wallet; a guest's go without a texted code only to the order's phone and
 * the wallets charged before (guest-wallet.ts).
 */
export function shopperPayment(row: OrderPaymentRow, signedIn: boolean): OrderPayment {
  const waiting = row.status === 'awaiting_payment';
  return {
    orderId: row.orderNumber,
    method: row.method as OrderPayment['method'],
    status: row.status as OrderPayment['status'],
    step: stepOf(row),
    amount: toCedi(row.totalPesewas),
    network: (row.charge?.network as MobileMoneyNetwork | undefined) ?? null,
    wallet: row.charge?.wallet ?? null,
    instructions: waiting ? (row.charge?.instructions ?? null) : null,
    failure: failureOf(row),
    holdUntil: waiting && row.holdUntil ? row.holdUntil.toISOString() : null,
    walletsWithoutCode: signedIn ? null : walletsWithoutCode(row),
  };
}
